import NavigationCore
import NavigationRouter
import NavigationTesting
import RecipeData
import RecipesFeature
import Testing

/// What a user does in the app, step by step, each step's whole state asserted.
@MainActor
struct RecipeBoxTests {
  private let app: TestApp
  private var driver: NavigationTestDriver<RecipeChange> { app.driver }

  init() throws {
    app = try TestApp()
  }

  // snippet:begin test
  @Test func cookingARecipeStepByStep() {
    driver.tap("Pancakes") { $0.stacks["recipes"]?.path = [RecipeRoutes.pancakes] }
    driver.tap("Start cooking") { $0.stacks["recipes"]?.path.push(RecipeRoutes.step(1)) }
    driver.tap("Next step") { $0.stacks["recipes"]?.path.push(RecipeRoutes.step(2)) }
    driver.tap("Next step") { $0.stacks["recipes"]?.path.push(RecipeRoutes.step(3)) }
    #expect(driver.router.screen(for: RecipeRoutes.step(3)).actions == [])  // the last step
  }
  // snippet:end test

  @Test func addingIngredientsAsksTheCompositionRootForTheGroceriesSheet() {
    driver.tap("Pancakes") { $0.stacks["recipes"]?.path = [RecipeRoutes.pancakes] }
    driver.tap("Add to groceries") {
      $0.stacks["recipes"]?.presentation = RecipeRoutes.addPancakes
    }
    driver.tap("Add all", changes: [.addIngredients(recipeID: "pancakes")]) {
      $0.stacks["recipes"]?.presentation = nil
    }
    #expect(app.store.groceries == ["2 eggs", "250 g flour", "500 ml milk"])
    driver.apply([.selectTab("groceries")]) { $0.selectedTab = "groceries" }
    driver.tap("250 g flour", changes: [.checkOff(item: "250 g flour")])
    #expect(app.store.groceries == ["2 eggs", "500 ml milk"])
  }

  @Test func anIntentFromTheWrongScreenIsRefusedNamingIt() {
    let reply = driver.send(RecipesFeature.intent(.startCookingTapped), from: nil)
    #expect(reply.rejection == "startCookingTapped does not apply to the recipe list")
  }
}
