import NavigationCore
import NavigationRouter
import Testing

@MainActor
struct RouterSetupTests {
  @Test func aSelectedTabOutsideTheTabsIsReported() {
    let router = Router(
      registry: FeatureRegistry<String>(), tabs: ["library"], selectedTab: "search")
    #expect(
      router.diagnosticLog.map(\.description) == [
        "the selected tab 'search' is not one of the tabs"
      ])
    #expect(router.writeCount == 0)
  }

  @Test func repeatedTabsAreKeptOnce() {
    let state = AppNavigationState(tabs: ["library", "search", "library"], selectedTab: "search")
    #expect(state.tabOrder == ["library", "search"])
    #expect(state.stacks.keys.sorted() == ["library", "search"])
  }
}
