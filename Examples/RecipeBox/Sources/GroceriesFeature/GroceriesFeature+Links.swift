import NavigationCore

// snippet:begin sheet-link
extension GroceriesFeature: LinkableFeature {
  /// The grocery list, and a recipe with this feature's sheet over it.
  public static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "recipebox", host: "groceries", universal: false, tab: "groceries", stack: []),
    LinkPattern(
      scheme: "recipebox", host: "recipe",
      segments: [.value("recipeID", .identifier(.slug)), .literal("add-to-groceries")],
      universal: false, tab: "recipes", stack: [LinkRoute("recipes.recipe", "recipeID")],
      modal: LinkModal(.sheet, LinkRoute("groceries.addIngredients", "recipeID"))),
  ]
}
// snippet:end sheet-link
