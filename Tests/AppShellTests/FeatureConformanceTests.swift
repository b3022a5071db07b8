import AppShell
import NavigationCore
import NavigationRouter
import Testing

/// What the compiler cannot ask of a feature, the registry test does: the registry finds
/// `+Links` (`LinkableFeature`) and `+Layout` (`SplitViewColumns`) at run time, so a feature
/// registered without them would start without links or columns.
@MainActor
struct FeatureConformanceTests {
  @Test func everyRegisteredFeatureHasLinksAndColumns() throws {
    let registry = try HoistApp.composedRegistry()
    let features = Set(registry.routeKeys.values)
    #expect(features == ["fieldnotes", "library", "reader", "search", "settings"])
    let linked = Set(registry.links.links.map(\.feature))
    for feature in features.sorted() {
      #expect(linked.contains(feature), "\(feature) registers no link pattern (+Links)")
      let keys = registry.routeKeys.filter { $0.value == feature }.keys
      #expect(
        keys.allSatisfy { registry.declaresColumns(forKey: $0) },
        "\(feature) declares no split-view columns (+Layout)")
    }
  }
}
