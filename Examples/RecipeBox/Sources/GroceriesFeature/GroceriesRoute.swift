import NavigationCore
import RecipeData

/// The grocery list (a tab) and the sheet that adds a recipe's ingredients to it.
public enum GroceriesRoute: Route {
  case list
  case addIngredients(recipeID: Recipe.ID)

  public static let feature = "groceries"
  public static let caseNames = ["list", "addIngredients"]
}
