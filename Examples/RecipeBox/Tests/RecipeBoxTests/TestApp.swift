import NavigationRouter
import NavigationTesting
import RecipeBox
import RecipeData

/// The app as its tests drive it: the sample data, and a driver over the app's own router.
// snippet:begin test-app
@MainActor
struct TestApp {
  // glue:begin
  let store = RecipeStore.sample()
  let driver: NavigationTestDriver<RecipeChange>
  init() throws { driver = NavigationTestDriver(router: try Router(store: store)) }
  // glue:end
}

// snippet:end test-app
