import Observation

/// The app's data: the recipes and the grocery list.
///
/// Features read it on the main actor, as views do; only the router's change handler writes
/// it, through ``apply(_:)``.
@MainActor
@Observable
public final class RecipeStore {
  /// The recipes, in the order the list shows them.
  public private(set) var recipes: [Recipe]
  /// What to buy, in the order it was added.
  public private(set) var groceries: [String] = []

  /// Creates a store.
  ///
  /// - Parameter recipes: The recipes.
  public init(recipes: [Recipe]) {
    self.recipes = recipes
  }

  /// The recipe with an ID, or `nil` when there is none (it was deleted).
  ///
  /// - Parameter id: The recipe's slug.
  /// - Returns: The recipe.
  public func recipe(_ id: Recipe.ID) -> Recipe? {
    recipes.first { $0.id == id }
  }

  /// Applies data changes in order.
  ///
  /// - Parameter changes: The changes an outcome carries.
  public func apply(_ changes: [RecipeChange]) {
    for change in changes {
      switch change {
      case .addIngredients(let recipeID):
        for item in recipe(recipeID)?.ingredients ?? [] where !groceries.contains(item) {
          groceries.append(item)
        }
      case .checkOff(let item):
        groceries.removeAll { $0 == item }
      case .deleteRecipe(let recipeID):
        recipes.removeAll { $0.id == recipeID }
      }
    }
  }
}
