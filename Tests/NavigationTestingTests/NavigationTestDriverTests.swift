import NavigationCore
import NavigationRouter
import NavigationTesting
import TestSupport
import Testing

/// The testing product's driver on a registry that is not the sample app's.
@MainActor
struct NavigationTestDriverTests {
  private let product = ShopRoute.product(productID: "p1").erased
  private let reviews = ShopRoute.reviews(productID: "p1").erased

  @Test func stepsThatDescribeEveryChangePass() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    driver.tap("Product p1", changes: ["viewed p1"]) { $0.stacks["shop"]?.path = [self.product] }
    driver.tap("Reviews") { $0.stacks["shop"]?.path = [self.product, self.reviews] }
    driver.open("shop://catalog") { $0.stacks["shop"]?.path = [] }
    driver.apply([.selectTab("account")]) { $0.selectedTab = "account" }
    #expect(driver.expected == driver.router.state)
  }

  @Test func anUnassertedStateChangeFailsNamingThePart() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    withKnownIssue {
      driver.tap("Product p1", changes: ["viewed p1"])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("After send") && $0.rawValue.contains("tab shop: − [] + [")
      }
    }
    // The next step starts from what happened: one mistake is reported once.
    driver.tap("Reviews") { $0.stacks["shop"]?.path = [self.product, self.reviews] }
  }

  @Test func anUnassertedDataChangeFails() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    withKnownIssue {
      driver.open("shop://product/p1") { $0.stacks["shop"]?.path = [self.product] }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("data changes were [\"viewed p1\"], expected []")
      }
    }
  }

  @Test func tappingALabelThatIsNotOnScreenFailsNamingTheLabelsShown() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    withKnownIssue {
      #expect(driver.tap("Checkout") == nil)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "No row or action “Checkout” on “Catalog” emits an intent; it shows [\"Product p1\", \"Product p2\"]"
      }
    }
  }

  @Test func restoreReconcilesAndAssertsTheRestoredState() throws {
    let driver = NavigationTestDriver(router: try ShopApp().router)
    var saved = driver.router.state
    saved.stacks["shop"] = NavigationStackState(path: [product, reviews])
    let report = driver.restore(saved)
    #expect(report == [])
    #expect(driver.router.state == saved)
  }

  @Test func theOneCallChecksPassOnARightRegistryAndNameWhatIsWrong() throws {
    let registry = try ShopApp().router.registry
    #expect(
      NavigationChecks.expectDistinctKeys([
        ShopRoute.catalog, .product(productID: "p"), .reviews(productID: "p"), .cart,
      ]) == [])
    withKnownIssue {
      #expect(
        NavigationChecks.expectDistinctKeys([ShopRoute.catalog, .cart]) == [
          "no value has the key 'shop.product': give one value of each case",
          "no value has the key 'shop.reviews': give one value of each case",
        ])
    }
    #expect(
      NavigationChecks.expectLinksRoundTrip(
        [("shop", [product]), ("shop", [product, reviews]), ("shop", [])], registry: registry)
        == [])
    #expect(
      NavigationChecks.expectLinksRoundTrip(
        modals: [("shop", [], modal: Presentation(style: .sheet, root: ShopRoute.cart.erased))],
        registry: registry) == [])
    withKnownIssue {
      #expect(
        NavigationChecks.expectLinksRoundTrip(
          modals: [
            ("shop", [product], modal: Presentation(style: .sheet, root: ShopRoute.cart.erased))
          ],
          registry: registry) == [
            "no link pattern prints shop › [{\"key\":\"shop.product\",\"productID\":\"p1\"}] + sheet {\"key\":\"shop.cart\"}"
          ])
    }
    withKnownIssue {
      #expect(
        NavigationChecks.expectLinksRoundTrip(
          [("shop", [ShopRoute.cart.erased])], registry: registry) == [
            "no link pattern prints shop › [{\"key\":\"shop.cart\"}]"
          ])
    }
    #expect(
      NavigationChecks.expectRestoresWhole(
        try ShopApp().router.state, registry: registry) == [])
  }
}
