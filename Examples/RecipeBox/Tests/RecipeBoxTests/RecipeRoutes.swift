import GroceriesFeature
import NavigationCore
import RecipesFeature

/// The routes the tests name, erased as the router holds them.
enum RecipeRoutes {
  static let pancakes = RecipesRoute.recipe(recipeID: "pancakes").erased
  static func step(_ number: Int) -> AnyRoute {
    RecipesRoute.step(recipeID: "pancakes", number: number).erased
  }
  static let addPancakes = Presentation(
    style: .sheet, root: GroceriesRoute.addIngredients(recipeID: "pancakes").erased)
}
