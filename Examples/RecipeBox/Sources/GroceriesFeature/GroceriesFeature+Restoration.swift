import NavigationCore
import RecipeData

extension GroceriesFeature {
  /// The sheet of a recipe that was deleted since is dropped.
  public func reconcile(_ route: GroceriesRoute) -> Reconciliation<GroceriesRoute> {
    guard case .addIngredients(let id) = route, store.recipe(id) == nil else { return .keep }
    return .drop(reason: "recipe “\(id)” was deleted")
  }
}
