import GroceriesFeature
import NavigationCore
import NavigationRouter
import RecipeData
import RecipesFeature

// The composition root: the features registered with the live store, their delegate requests
// mapped, and the one router. The SwiftUI layer makes a store and `try Router(store:)` per
// window, and sends the router what the system does (links, back swipes, scene phases).

// snippet:begin composition
// glue:begin
extension Router<RecipeChange> {
  /// The app's router over every feature, its data changes applied to `store`.
  public convenience init(store: RecipeStore) throws {
    var registry = FeatureRegistry<RecipeChange>()
    try registry.register(RecipesFeature(store: store)) { delegate, context in
      switch delegate {  // exhaustive: a new request does not compile until it is mapped
      case .addIngredients(let id): [GroceriesFeature.addIngredients(id, over: context.stack)]
      }
    }
    try registry.register(GroceriesFeature(store: store))
    try registry.checkLinks()
    try self.init(registry: registry, tabs: ["recipes", "groceries"], selecting: "recipes")
    changeHandler = { store.apply($0) }
  }
}
// glue:end
// snippet:end composition
