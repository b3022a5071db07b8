import Foundation
import NavigationCore
import NavigationRouter
import NavigationTesting
import Synchronization
import TestSupport
import Testing

/// The driver's failure message names what differs, and its two sides never read the same.
@MainActor
struct StateDifferenceTests {
  private let cart = ShopRoute.cart.erased

  /// The driver's recorded message, for a step whose expected state is wrong.
  private func message(_ step: (NavigationTestDriver<String>) -> Void) throws -> String {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    let comments = Mutex<[String]>([])
    withKnownIssue {
      step(driver)
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    return comments.withLock { $0.joined(separator: "\n") }
  }

  @Test func aSheetOnAnotherDetentIsNamed() throws {
    let text = try message { driver in
      var saved = driver.router.state
      let sheet = Presentation(
        style: .sheet, root: cart, stack: NavigationStackState(),
        detents: SheetDetents([.medium, .large], selected: .large))
      saved.stacks["shop"] = NavigationStackState(presentation: sheet)
      driver.restore(saved) {
        $0.stacks["shop"]?.presentation?.detents = SheetDetents(
          [.medium, .large], selected: .medium)
      }
    }
    #expect(
      text == """
        After restore the navigation state differs from the expected one:
        tab shop: − [] › sheet {"key":"shop.cart"} (detents medium, large; selected medium) [] \
        + [] › sheet {"key":"shop.cart"} (detents medium, large; selected large) []
        """)
  }

  @Test func anAlertThatDiffersOnlyBelowItsTitleIsNamedWhole() throws {
    let confirm = AnyIntent(feature: "shop", "open p1")
    let text = try message { driver in
      driver.apply([
        .showAlert(AlertRequest(title: "Empty the cart?", confirmLabel: "Empty", confirm: confirm))
      ]) {
        $0.alert = AlertRequest(
          title: "Empty the cart?", message: "All items go.", confirmLabel: "Empty",
          isDestructive: true, confirm: confirm)
      }
    }
    #expect(text.hasPrefix("After apply ["))
    #expect(
      text.hasSuffix(
        """
        the navigation state differs from the expected one:
        alert: − “Empty the cart?” “All items go.” [Empty (destructive) | Cancel] \
        + “Empty the cart?” [Empty | Cancel]
        """))
  }

  @Test func alertsAlikeOnScreenAreToldApartByTheirIntent() throws {
    let text = try message { driver in
      driver.apply([
        .showAlert(
          AlertRequest(
            title: "Open?", confirmLabel: "Open", confirm: AnyIntent(feature: "shop", "open p1")))
      ]) {
        $0.alert = AlertRequest(
          title: "Open?", confirmLabel: "Open", confirm: AnyIntent(feature: "shop", "open p2"))
      }
    }
    #expect(
      text.hasSuffix(
        "alert: − “Open?” [Open | Cancel] sends shop: open p2 + “Open?” [Open | Cancel] sends shop: open p1"
      ))
  }

  /// Random pairs of states, one step apart: every line the driver prints has two sides that
  /// read differently, and none is the catch-all line.
  @Test func everyDifferenceOfRandomStepsReadsAsADifference() throws {
    var generator = SeededGenerator(seed: 0x5EED)
    let routes = [
      ShopRoute.catalog.erased, ShopRoute.product(productID: "p1").erased,
      ShopRoute.product(productID: "p2").erased, ShopRoute.reviews(productID: "p1").erased, cart,
    ]
    let detents: [SheetDetent] = [.medium, .large, .fraction(0.25), .height(200)]
    for _ in 0..<300 {
      let driver = NavigationTestDriver(router: try ShopApp().router)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let route = routes.randomElement(using: &generator)!
        let tab: TabID = Bool.random(using: &generator) ? "shop" : "account"
        let command: NavigationCommand =
          switch Int.random(in: 0..<6, using: &generator) {
          case 0: .push(route)
          case 1: .present(route, style: Bool.random(using: &generator) ? .sheet : .fullScreenCover)
          case 2: .selectTab(tab)
          case 3: .popCount(1)
          case 4:
            .showAlert(
              AlertRequest(
                title: "Leave?", message: Bool.random(using: &generator) ? "Sure?" : nil,
                confirmLabel: "Leave", isDestructive: Bool.random(using: &generator),
                confirm: AnyIntent(feature: "shop", "open p1")))
          default: .dismissAll(tab: tab)
          }
        let recorded = Mutex<[String]>([])
        withKnownIssue(isIntermittent: true) {
          driver.apply([command]) { state in
            // Now and then the expected state also moves a sheet to another detent.
            guard Bool.random(using: &generator),
              var presentation = state.selectedStack.presentation, presentation.style == .sheet
            else { return }
            presentation.detents = SheetDetents(
              detents, selected: detents.randomElement(using: &generator)!)
            state.stacks[state.selectedTab]?.presentation = presentation
          }
        } matching: { issue in
          let lines = issue.comments.flatMap { $0.rawValue.split(separator: "\n").dropFirst() }
          recorded.withLock { $0 += lines.map(String.init) }
          return true
        }
        for line in recorded.withLock({ $0 }) {
          #expect(!line.hasPrefix("(states differ"), "\(command): \(line)")
          let sides = line.split(separator: " − ", maxSplits: 1).last?
            .components(separatedBy: " + ")
          #expect(sides?.count == 2 && sides?[0] != sides?[1], "\(command): \(line)")
        }
      }
    }
  }
}
