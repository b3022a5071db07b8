/// One change to the app's data, decided by a feature and applied by ``RecipeStore/apply(_:)``.
public enum RecipeChange: Hashable, Sendable {
  /// Puts a recipe's ingredients on the grocery list (those not on it yet).
  case addIngredients(recipeID: Recipe.ID)
  /// Takes an item off the grocery list.
  case checkOff(item: String)
  /// Deletes a recipe (as a sync from another device does).
  case deleteRecipe(recipeID: Recipe.ID)
}
