import NavigationCore
import NavigationRouter
import NavigationTesting
import TestSupport
import Testing

/// The driver restores snapshots as an app does, and `expectRestoresWhole` goes through one.
@MainActor
struct SnapshotRestoreDriverTests {
  private let product = ShopRoute.product(productID: "p1").erased

  @Test func theDriverRestoresASnapshotAndAssertsTheState() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    let snapshot = NavigationSnapshot(
      selectedTab: "account",
      stacks: [
        "shop": NavigationSnapshot.Stack(path: [
          ["key": .string("shop.product"), "productID": .string("p1")],
          ["key": .string("shop.gone")],
        ])
      ])
    let report = driver.restore(from: snapshot) {
      $0.selectedTab = "account"
      $0.stacks["shop"]?.path = [product]
    }
    #expect(
      report.lines == [
        "shop tab, path 2: dropped shop.gone: no feature registered the route key 'shop.gone'"
      ])
  }

  @Test func aRestoreTheStepDoesNotDescribeFails() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    let snapshot = NavigationSnapshot(
      selectedTab: "shop",
      stacks: ["shop": NavigationSnapshot.Stack(path: [try RouteCoding.object(for: product)])])
    withKnownIssue {
      driver.restore(from: snapshot)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("After restore from a snapshot the navigation state differs")
      }
    }
  }

  @Test func expectRestoresWholeNamesARouteThatCannotBeSaved() throws {
    let registry = try ShopApp().router.registry
    var state = AppNavigationState(tabs: ["shop", "account"], selectedTab: "shop")
    state.stacks["shop"] = NavigationStackState(path: [product])
    #expect(NavigationChecks.expectRestoresWhole(state, registry: registry) == [])
    state.stacks["shop"]?.path = [product, BoxedRoute.box(inner: .init(id: 1)).erased]
    var problems: [String] = []
    withKnownIssue {
      problems = NavigationChecks.expectRestoresWhole(state, registry: registry)
    }
    #expect(
      problems == [
        "the state cannot be saved: the route 'boxed.box' cannot be saved: route 'boxed.box' "
          + "does not encode as one case with labelled scalar fields"
      ])
  }
}

/// A route whose payload is a struct, which the flat JSON form cannot hold.
private enum BoxedRoute: Route {
  struct Inner: Hashable, Codable, Sendable { var id: Int }
  case box(inner: Inner)

  static let feature = "boxed"
  static let caseNames = ["box"]
}
