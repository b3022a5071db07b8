/// A recipe: what to buy for it and what to do, in order.
public struct Recipe: Hashable, Sendable, Identifiable {
  /// A slug such as `pancakes`, stable across launches: routes and links carry it.
  public var id: String
  /// The name shown in lists and titles.
  public var title: String
  /// The ingredients, one a line, such as `2 eggs`.
  public var ingredients: [String]
  /// The steps, in order; step 1 is the first.
  public var steps: [String]

  /// Creates a recipe.
  ///
  /// - Parameters:
  ///   - id: Its slug.
  ///   - title: Its name.
  ///   - ingredients: What to buy, one a line.
  ///   - steps: What to do, in order.
  public init(id: String, title: String, ingredients: [String], steps: [String]) {
    self.id = id
    self.title = title
    self.ingredients = ingredients
    self.steps = steps
  }
}
