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

  public func screen(for route: GroceriesRoute, in context: FeatureContext) -> Screen {
    switch route {
    case .list:
      return Screen(
        title: "Groceries",
        rows: store.groceries.map { ScreenRow($0, intent: Self.intent(.itemTapped($0))) })
    case .addIngredients(let id):
      guard let recipe = store.recipe(id) else {
        return Screen(title: "Not found", state: .notFound, body: "No recipe “\(id)”.")
      }
      return Screen(
        title: "Add to groceries", body: recipe.title,
        rows: recipe.ingredients.map {
          ScreenRow($0, detail: store.groceries.contains($0) ? "on the list" : nil)
        },
        actions: [ScreenAction("Add all", intent: Self.intent(.addAllTapped))])
    }
  }

  public func reconcile(_ route: GroceriesRoute) -> Reconciliation<GroceriesRoute> {
    guard case .addIngredients(let id) = route, store.recipe(id) == nil else { return .keep }
    return .drop(reason: "recipe “\(id)” was deleted")
  }
}
