import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import RecipeBox
import RecipeData
import Testing

/// Navigation saved when the app leaves the screen and restored at its next launch, checked
/// against the data as it is then.
@MainActor
struct RecipePersistenceTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("recipebox-\(UUID().uuidString)")

  /// One launch, as the app's SwiftUI `App` does it: the router, then the saved navigation.
  private func launch(_ store: RecipeStore) throws -> (
    router: Router<RecipeChange>, saves: PersistentStore<NavigationSnapshot>,
    report: RestorationReport?
  ) {
    let router = try Router(store: store)
    // glue:begin
    // snippet:begin persistence
    let saves = try PersistentStore<NavigationSnapshot>(directory: folder)
    let report = try saves.load().state.map { router.restore(from: $0) }
    // snippet:end persistence
    // glue:end
    return (router, saves, report)
  }

  @Test func aRecipeDeletedBeforeTheNextLaunchIsDroppedWithItsSheet() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = RecipeStore.sample()
    do {
      let (router, saves, report) = try launch(store)
      #expect(report == nil)  // nothing saved yet
      router.open("recipebox://recipe/pancakes/add-to-groceries")
      // glue:begin
      // snippet:begin save
      try saves.save(router.snapshot())  // scene phase leaves .active (flush() on .background)
      // snippet:end save
      // glue:end
    }
    store.apply([.deleteRecipe(recipeID: "pancakes")])  // deleted on another device
    let (router, _, report) = try launch(store)
    #expect(
      report?.lines == [
        "recipes tab, path 1: dropped recipes.recipe(recipeID: pancakes) and 1 screen above it: recipe “pancakes” was deleted"
      ])
    #expect(router.state.stacks["recipes"] == NavigationStackState())
  }

  @Test func aStepTheRecipeNoLongerHasIsDropped() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let (router, saves, _) = try launch(.sample())
      router.open("recipebox://recipe/pancakes/step/3")
      try saves.save(router.snapshot())
    }
    let shorter = RecipeStore(recipes: [
      Recipe(id: "pancakes", title: "Pancakes", ingredients: ["2 eggs"], steps: ["Mix.", "Fry."])
    ])
    let (router, _, report) = try launch(shorter)
    #expect(
      report?.lines == [
        "recipes tab, path 2: dropped recipes.step(number: 3, recipeID: pancakes): “Pancakes” has 2 steps now"
      ])
    #expect(router.state.stacks["recipes"]?.path == [RecipeRoutes.pancakes])
  }
}
