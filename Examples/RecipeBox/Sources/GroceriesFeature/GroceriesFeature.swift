import NavigationCore
import RecipeData

/// The groceries tab, and the sheet any screen can present to add a recipe's ingredients.
public struct GroceriesFeature: FeatureModule {
  public static let name = GroceriesRoute.feature
  public let tab: TabID? = "groceries"
  public let tabRoot: GroceriesRoute? = .list
  let store: RecipeStore

  public init(store: RecipeStore) {
    self.store = store
  }

  public func handle(_ intent: GroceriesIntent, in context: FeatureContext)
    -> Outcome<RecipeChange, Never>
  {
    switch (intent, context.route?.as(GroceriesRoute.self)) {
    case (.itemTapped(let item), _):
      return Outcome(changes: [.checkOff(item: item)])
    case (.addAllTapped, .addIngredients(let id)?):
      // The sheet closes over the stack that presents it.
      let presenting = context.stack.presenting ?? context.stack
      return Outcome(
        commands: [.dismiss(over: presenting)], changes: [.addIngredients(recipeID: id)])
    default:
      return .rejected("\(intent) does not apply here")
    }
  }
}
