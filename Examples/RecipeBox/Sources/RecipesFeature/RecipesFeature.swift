import NavigationCore
import RecipeData

/// The recipes tab: browse recipes and cook one step by step.
// snippet:begin feature
public struct RecipesFeature: FeatureModule {
  public static let name = RecipesRoute.feature
  public let tab: TabID? = "recipes"
  public let tabRoot: RecipesRoute? = .list
  let store: RecipeStore  // a @MainActor @Observable class: features read it directly

  public init(store: RecipeStore) {
    self.store = store
  }

  public func handle(_ intent: RecipesIntent, in context: FeatureContext)
    -> Outcome<RecipeChange, RecipesDelegate>
  {
    switch (intent, context.route?.as(RecipesRoute.self)) {
    case (.recipeTapped(let id), _):
      return Outcome(commands: [.push(RecipesRoute.recipe(recipeID: id).erased, on: context.stack)])
    case (.startCookingTapped, .recipe(let id)?):
      let step = RecipesRoute.step(recipeID: id, number: 1)
      return Outcome(commands: [.push(step.erased, on: context.stack)])
    case (.nextStepTapped, .step(let id, let number)?):
      let step = RecipesRoute.step(recipeID: id, number: number + 1)
      return Outcome(commands: [.push(step.erased, on: context.stack)])
    case (.addToGroceriesTapped, .recipe(let id)?):
      return Outcome(delegates: [.addIngredients(recipeID: id)])
    default:
      return .rejected("\(intent) does not apply to \(context.route?.key ?? "the recipe list")")
    }
  }
}
// snippet:end feature
