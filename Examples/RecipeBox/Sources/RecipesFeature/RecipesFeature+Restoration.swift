import NavigationCore
import RecipeData

// snippet:begin reconcile
extension RecipesFeature {
  /// A saved recipe that was deleted since is dropped with what was above it; so is a step
  /// the recipe no longer has.
  public func reconcile(_ route: RecipesRoute) -> Reconciliation<RecipesRoute> {
    guard let id = route.recipeID else { return .keep }
    guard let recipe = store.recipe(id) else { return .drop(reason: "recipe “\(id)” was deleted") }
    if case .step(_, let number) = route, number > recipe.steps.count {
      return .drop(reason: "“\(recipe.title)” has \(recipe.steps.count) steps now")
    }
    return .keep
  }
}
// snippet:end reconcile
