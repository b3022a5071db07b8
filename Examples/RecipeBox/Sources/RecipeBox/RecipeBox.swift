import GroceriesFeature
import NavigationCore
import NavigationRouter
import RecipeData
import RecipesFeature

/// The composition root: registers the features with the live store, maps their delegates,
/// and owns the one router.
///
/// The SwiftUI layer goes beside it (a `RecipeBoxApp: App` with one `NavigationStack` per
/// tab, bound through the router), and calls ``makeRouter(store:)`` once per window.
@MainActor
public enum RecipeBox {
  /// The app's tabs, in the tab bar's order.
  public static let tabs: [TabID] = ["recipes", "groceries"]

  // glue:begin
  /// Builds the router over every feature, its data changes applied to `store`.
  // snippet:begin composition
  public static func makeRouter(store: RecipeStore) throws -> Router<RecipeChange> {
    var registry = FeatureRegistry<RecipeChange>()
    try registry.register(RecipesFeature(store: store)) { delegate, context in
      switch delegate {  // exhaustive: a new request does not compile until it is mapped
      case .addIngredients(let id):
        let sheet = GroceriesRoute.addIngredients(recipeID: id).erased
        return [.present(sheet, style: .sheet, over: context.stack)]
      }
    }
    try registry.register(GroceriesFeature(store: store))
    try registry.checkLinks()
    let router = Router(registry: registry, tabs: tabs, selectedTab: "recipes")
    router.changeHandler = { store.apply($0) }
    return router
  }
  // snippet:end composition
  // glue:end
}
