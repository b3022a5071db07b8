import NavigationCore
import NavigationRouter
import NavigationTesting
import RecipeData
import Testing

/// Saved navigation restored against the data as it is at the next launch.
@MainActor
struct RecipeRestoreTests {
  private let app: TestApp
  private var driver: NavigationTestDriver<RecipeChange> { app.driver }

  init() throws {
    app = try TestApp()
  }

  @Test func aRecipeDeletedSinceIsDroppedWithTheScreensAboveIt() {
    driver.open("recipebox://recipe/pancakes/step/2") {
      $0.stacks["recipes"]?.path = [RecipeRoutes.pancakes, RecipeRoutes.step(2)]
    }
    NavigationChecks.expectRestoresWhole(driver.router.state, registry: driver.router.registry)
    let saved = driver.router.state
    app.store.apply([.deleteRecipe(recipeID: "pancakes")])  // deleted on another device
    let report = driver.restore(saved) { $0.stacks["recipes"]?.path = [] }
    #expect(
      report.map(\.text) == [
        "recipes tab, path 1: dropped recipes.recipe(recipeID: pancakes) and 1 screen above it: recipe “pancakes” was deleted"
      ])
  }
}
