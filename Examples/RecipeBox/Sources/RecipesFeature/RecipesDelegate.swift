import RecipeData

/// What the recipes feature asks of the composition root: it cannot name another feature's
/// routes.
public enum RecipesDelegate: Hashable, Sendable {
  /// Show the sheet that adds a recipe's ingredients to the grocery list.
  case addIngredients(recipeID: Recipe.ID)
}
