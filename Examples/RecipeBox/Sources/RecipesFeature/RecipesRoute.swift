import NavigationCore
import RecipeData

/// The screens of the recipes tab: the list, a recipe, and one step of cooking it.
// snippet:begin route
public enum RecipesRoute: Route {
  case list
  case recipe(recipeID: Recipe.ID)
  case step(recipeID: Recipe.ID, number: Int)

  public static let feature = "recipes"
  public static let caseNames = ["list", "recipe", "step"]
}
// snippet:end route

extension RecipesRoute {
  /// The recipe the route shows, or `nil` for the list.
  public var recipeID: Recipe.ID? {
    switch self {
    case .list: nil
    case .recipe(let recipeID), .step(let recipeID, _): recipeID
    }
  }
}
