import NavigationCore
import RecipeData

extension RecipesFeature {
  /// What each route shows: the rows and actions a view draws and the tests tap.
  public func screen(for route: RecipesRoute, in context: FeatureContext) -> Screen {
    switch route {
    case .list:
      return Screen(
        title: "Recipes",
        rows: store.recipes.map { ScreenRow($0.title, intent: Self.intent(.recipeTapped($0.id))) })
    case .recipe(let id):
      guard let recipe = store.recipe(id) else { return Self.notFound("No recipe “\(id)”.") }
      return Screen(
        title: recipe.title, body: recipe.ingredients.joined(separator: "\n"),
        actions: [
          ScreenAction("Start cooking", intent: Self.intent(.startCookingTapped)),
          ScreenAction("Add to groceries", intent: Self.intent(.addToGroceriesTapped)),
        ])
    case .step(let id, let number):
      guard let recipe = store.recipe(id), recipe.steps.indices.contains(number - 1) else {
        return Self.notFound("No step \(number) of “\(id)”.")
      }
      let next =
        number < recipe.steps.count
        ? [ScreenAction("Next step", intent: Self.intent(.nextStepTapped))] : []
      return Screen(
        title: "Step \(number) of \(recipe.steps.count)", body: recipe.steps[number - 1],
        actions: next)
    }
  }

  private static func notFound(_ message: String) -> Screen {
    Screen(title: "Not found", state: .notFound, body: message)
  }
}
