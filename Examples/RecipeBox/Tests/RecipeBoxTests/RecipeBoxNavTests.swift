import NavigationTooling
import RecipeBoxNav
import Testing

/// The app's navigation tool, run as a function of its arguments.
@MainActor
struct RecipeBoxNavTests {
  @Test func theGraphHasNoProblemsAndPrintsAsMermaid() {
    let result = recipeBoxNav.run(arguments: ["graph"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        flowchart LR
          entry0(["tab: groceries"]) ==> n_groceries_list
          entry1(["tab: recipes"]) ==> n_recipes_list
          entry2(["link: recipebox://groceries"]) ==> n_groceries_list
          entry3(["link: recipebox://recipe/<recipeID>"]) ==> n_recipes_recipe
          entry4(["link: recipebox://recipe/<recipeID>/step/<number>"]) ==> n_recipes_step
          entry5(["link: recipebox://recipes"]) ==> n_recipes_list
          n_groceries_addIngredients["groceries.addIngredients"]
          n_groceries_list["groceries.list"]
          n_recipes_list["recipes.list"]
          n_recipes_recipe["recipes.recipe"]
          n_recipes_step["recipes.step"]
          n_groceries_addIngredients -.->|"addAllTapped · dismiss"| n_recipes_recipe
          n_recipes_list -->|"recipeTapped"| n_recipes_recipe
          n_recipes_recipe -.->|"addToGroceriesTapped · sheet"| n_groceries_addIngredients
          n_recipes_recipe -->|"startCookingTapped"| n_recipes_step
          n_recipes_step -->|"nextStepTapped"| n_recipes_step

        """)
    #expect(result.standardError == "")
  }

  @Test func linksCheckSaysWhereEachLinkLandsAndFailsOnAFallback() {
    let result = recipeBoxNav.run(arguments: [
      "links", "check", "recipebox://recipe/pancakes/step/2", "recipebox://recipe/pancakes/step/9",
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput == """
        ok       recipebox://recipe/pancakes/step/2
                 recipes [{"key":"recipes.recipe","recipeID":"pancakes"},{"key":"recipes.step","number":2,"recipeID":"pancakes"}]
        fallback recipebox://recipe/pancakes/step/9
                 recipes [{"key":"recipes.recipe","recipeID":"pancakes"}]
                 No step 9 of “pancakes”. Showing Pancakes.
        2 links: 1 ok, 1 fallback, 0 failed, 0 ignored

        """)
    #expect(result.standardError == "")
  }

  @Test func aMistypedCommandNamesItAndExitsTwo() {
    #expect(
      recipeBoxNav.run(arguments: ["links", "chek"])
        == NavigationToolResult(
          exitCode: 2,
          standardError: "recipebox-nav: unknown command 'links chek'; 'links' commands: check, "
            + "aasa\nTry 'recipebox-nav --help'.\n"))
  }
}
