import NavigationCore

extension RecipesFeature: LinkableFeature {
  /// `recipebox://recipes`, `recipebox://recipe/<recipeID>` and `…/step/<number>`.
  public static let links: [LinkPattern] = [
    LinkPattern(scheme: "recipebox", host: "recipes", universal: false, tab: "recipes", stack: []),
    LinkPattern(
      scheme: "recipebox", host: "recipe",
      segments: [
        .value("recipeID", .identifier(.slug)),
        .optional([.literal("step"), .value("number", .positiveInteger)]),
      ],
      universal: false, tab: "recipes",
      stack: [
        LinkRoute("recipes.recipe", "recipeID"), LinkRoute("recipes.step", "recipeID", "number"),
      ]),
  ]
}
