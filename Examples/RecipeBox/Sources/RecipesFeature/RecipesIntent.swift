import RecipeData

/// What the user did on a recipes screen; the recipe on screen is read from the route.
public enum RecipesIntent: Hashable, Sendable {
  case recipeTapped(Recipe.ID)
  case startCookingTapped
  case nextStepTapped
  case addToGroceriesTapped
}
