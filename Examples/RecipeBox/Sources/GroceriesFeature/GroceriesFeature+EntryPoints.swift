import NavigationCore
import RecipeData

extension GroceriesFeature {
  /// The command that shows the sheet adding a recipe's ingredients over a stack: what the
  /// composition root answers another feature's request with.
  ///
  /// - Parameters:
  ///   - recipeID: The recipe whose ingredients to add.
  ///   - stack: The stack the request came from; the sheet is presented over it.
  /// - Returns: The command.
  public static func addIngredients(_ recipeID: Recipe.ID, over stack: StackID)
    -> NavigationCommand
  {
    .present(GroceriesRoute.addIngredients(recipeID: recipeID).erased, style: .sheet, over: stack)
  }
}
