import NavigationCore
import RecipeData

extension GroceriesFeature {
  /// The grocery list's rows (a tap checks an item off), and the sheet's ingredients.
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
}
