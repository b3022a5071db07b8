extension RecipeStore {
  /// A store with two recipes, for previews and tests.
  public static func sample() -> RecipeStore {
    RecipeStore(recipes: [
      Recipe(
        id: "pancakes", title: "Pancakes", ingredients: ["2 eggs", "250 g flour", "500 ml milk"],
        steps: ["Whisk everything.", "Rest 20 minutes.", "Fry in butter."]),
      Recipe(
        id: "tomato-soup", title: "Tomato soup", ingredients: ["1 kg tomatoes", "1 onion"],
        steps: ["Roast the tomatoes.", "Blend with the onion."]),
    ])
  }
}
