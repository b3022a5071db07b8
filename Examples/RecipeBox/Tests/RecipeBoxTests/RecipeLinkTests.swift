import GroceriesFeature
import NavigationCore
import NavigationRouter
import NavigationTesting
import RecipeData
import RecipesFeature
import Testing

/// Deep links: to a pushed screen and to a sheet, printed back from their routes.
@MainActor
struct RecipeLinkTests {
  private let app: TestApp
  private var driver: NavigationTestDriver<RecipeChange> { app.driver }

  init() throws {
    app = try TestApp()
  }

  /// The link a place prints, through the registry's link table.
  private func link(_ routes: [AnyRoute], tab: TabID = "recipes") throws -> String? {
    driver.router.registry.links.url(for: try routes.map(RouteCoding.object(for:)), tab: tab)
  }

  @Test func aLinkToAStepPushesTheRecipeAndTheStep() throws {
    let opening = driver.open("recipebox://recipe/pancakes/step/2") {
      $0.stacks["recipes"]?.path = [RecipeRoutes.pancakes, RecipeRoutes.step(2)]
    }
    #expect(opening.kind == .ok)
    #expect(try driver.router.link() == "recipebox://recipe/pancakes/step/2")
    #expect(try link([RecipeRoutes.pancakes]) == "recipebox://recipe/pancakes")
    #expect(try link([], tab: "groceries") == "recipebox://groceries")
  }

  @Test func aLinkToTheSheetPresentsItOverTheRecipe() throws {
    driver.apply([.selectTab("groceries")]) { $0.selectedTab = "groceries" }
    let opening = driver.open("recipebox://recipe/pancakes/add-to-groceries") {
      $0.selectedTab = "recipes"
      $0.stacks["recipes"] = NavigationStackState(
        path: [RecipeRoutes.pancakes], presentation: RecipeRoutes.addPancakes)
    }
    #expect(opening.kind == .ok)
    #expect(try driver.router.link() == "recipebox://recipe/pancakes/add-to-groceries")
  }

  @Test func aLinkToAMissingStepLandsOnTheRecipeSayingWhy() {
    let opening = driver.open("recipebox://recipe/pancakes/step/9") {
      $0.stacks["recipes"]?.path = [RecipeRoutes.pancakes]
    }
    #expect(opening.kind == .fallback)
    #expect(opening.message == "No step 9 of “pancakes”. Showing Pancakes.")
  }

  @Test func aLinkToARecipeThatIsNotThereFailsNamingIt() {
    let opening = driver.open("recipebox://recipe/lasagne") {
      $0.stacks["recipes"]?.path = [RecipesRoute.recipe(recipeID: "lasagne").erased]
    }
    #expect(opening.kind == .failed)
    #expect(opening.message == "No recipe “lasagne”.")
  }

  @Test func everyLinkRoundTripsAndEveryCaseHasAKey() throws {
    let registry = driver.router.registry
    NavigationChecks.expectDistinctKeys([
      RecipesRoute.list, .recipe(recipeID: "r"), .step(recipeID: "r", number: 1),
    ])
    NavigationChecks.expectDistinctKeys([
      GroceriesRoute.list, .addIngredients(recipeID: "r"),
    ])
    NavigationChecks.expectLinksRoundTrip(
      [
        ("recipes", []), ("recipes", [RecipeRoutes.pancakes]),
        ("recipes", [RecipeRoutes.pancakes, RecipeRoutes.step(3)]), ("groceries", []),
      ], registry: registry)
    NavigationChecks.expectLinksRoundTrip(
      modals: [("recipes", [RecipeRoutes.pancakes], modal: RecipeRoutes.addPancakes)],
      registry: registry)
  }
}
