import NavigationCore
import NavigationRouter
import Testing

/// A headless driver for an app's registry in its tests: send what a user does, open links,
/// and assert the whole resulting navigation state, as a `TestStore` does for a reducer.
///
/// Every step takes a closure that changes the expected state from the last one; the driver
/// compares it with the router's state and records a test issue naming every difference. A
/// change the closure does not describe fails the test, so no change goes unasserted. The
/// data changes each step applied are checked the same way.
///
/// ```swift
/// @MainActor @Test func openingAProductShowsIt() throws {
///   let driver = try NavigationTestDriver(router: makeRouter())
///   driver.open("shop://product/p1", changes: ["viewed p1"]) {
///     $0.stacks["shop"]?.path = [ShopRoute.product(productID: "p1").erased]
///   }
///   driver.tap("Reviews") { $0.stacks["shop"]?.path.append(ShopRoute.reviews(productID: "p1").erased) }
/// }
/// ```
@MainActor
public final class NavigationTestDriver<Change: Sendable & Equatable> {
  /// The router under test.
  public let router: Router<Change>
  /// The state the test has asserted so far.
  public private(set) var expected: AppNavigationState
  /// The data changes applied since the last step, oldest first.
  private var applied: [Change] = []

  /// Drives a router, recording the data changes its outcomes apply.
  ///
  /// The router's ``/NavigationRouter/Router/changeHandler`` still runs: the driver records each
  /// change, then hands it on, so the app's store stays live.
  ///
  /// - Parameter router: The router, as the app's composition root builds it.
  public init(router: Router<Change>) {
    self.router = router
    self.expected = router.state
    let forward = router.changeHandler
    router.changeHandler = { [weak self] changes in
      self?.applied += changes
      forward?(changes)
    }
  }

  // MARK: - Steps

  /// Sends an intent as the screen of `route` emits it, and asserts the result.
  ///
  /// - Parameters:
  ///   - intent: The intent, such as `CartFeature.intent(.checkoutTapped)`.
  ///   - route: The route whose screen emits it; `nil` for the selected tab's root.
  ///   - changes: The data changes the outcome must apply, in order.
  ///   - update: Changes the expected state from the last one to the one the step must leave.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The outcome's reply (message or rejection).
  @discardableResult
  public func send(
    _ intent: AnyIntent, from route: AnyRoute?, changes: [Change] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) -> IntentReply {
    let reply = router.send(intent, from: route)
    check("send \(intent)", changes: changes, update, sourceLocation)
    return reply
  }

  /// Taps the row or toolbar action with `label` on the screen on top, as a user would.
  ///
  /// - Parameters:
  ///   - label: The row's or action's label, compared exactly.
  ///   - changes: The data changes the outcome must apply, in order.
  ///   - update: Changes the expected state to the one the tap must leave.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The outcome's reply, or `nil` (with a recorded issue naming the labels on
  ///   screen) when no row or action has that label or it emits no intent.
  @discardableResult
  public func tap(
    _ label: String, changes: [Change] = [], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) -> IntentReply? {
    let route = router.state.visibleRoute
    let screen = router.screen(for: route)
    let intent =
      screen.rows.first { $0.label == label }?.intent
      ?? screen.actions.first { $0.label == label }?.intent
    guard let intent else {
      let labels = screen.rows.map(\.label) + screen.actions.map(\.label)
      Issue.record(
        "No row or action “\(label)” on “\(screen.title)” emits an intent; it shows \(labels)",
        sourceLocation: sourceLocation)
      return nil
    }
    return send(intent, from: route, changes: changes, sourceLocation: sourceLocation, update)
  }

  /// Opens a deep link or universal link with ``/NavigationRouter/Router/open(_:)-(String)`` and
  /// asserts the result.
  ///
  /// - Parameters:
  ///   - url: The URL text.
  ///   - changes: The data changes arriving must apply, in order.
  ///   - update: Changes the expected state to the one the link must leave.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: How the link opened.
  @discardableResult
  public func open(
    _ url: String, changes: [Change] = [], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) -> LinkOpening {
    let opening = router.open(url)
    check("open \(url)", changes: changes, update, sourceLocation)
    return opening
  }

  /// Applies commands, as the composition root or a system write would, and asserts the
  /// result.
  ///
  /// - Parameters:
  ///   - commands: The commands.
  ///   - update: Changes the expected state to the one the commands must leave.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  public func apply(
    _ commands: [NavigationCommand], sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) {
    router.apply(commands)
    check("apply \(commands)", changes: [], update, sourceLocation)
  }

  /// Restores a saved state the way an app does at launch: reconciled by the features
  /// (``/NavigationRouter/AppNavigationState/reconciled(with:)``), then written once.
  ///
  /// - Parameters:
  ///   - saved: The state as it was saved.
  ///   - update: Changes the expected state (the saved one) to the reconciled one.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: One change per route the features replaced or dropped, with why.
  @discardableResult
  public func restore(
    _ saved: AppNavigationState, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) -> [RestorationChange] {
    let (state, report) = saved.reconciled(with: router.registry)
    router.replaceState(state)
    expected = saved
    check("restore", changes: [], update, sourceLocation)
    return report
  }

  /// Restores a saved snapshot the way an app does at launch (``/NavigationRouter/Router/restore(from:)``: each
  /// route decoded and reconciled by its feature), and asserts the result.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot, such as one read from the app's saved file.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  ///   - update: Changes the expected state from the last one to the restored one.
  /// - Returns: The restore's report: one change per route replaced or dropped, with why.
  @discardableResult
  public func restore(
    from snapshot: NavigationSnapshot, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppNavigationState) -> Void = { _ in }
  ) -> RestorationReport {
    let report = router.restore(from: snapshot)
    check("restore from a snapshot", changes: [], update, sourceLocation)
    return report
  }

  // MARK: - Checking

  /// Compares the router's state and the applied changes with what the step expects.
  private func check(
    _ step: String, changes: [Change], _ update: (inout AppNavigationState) -> Void,
    _ sourceLocation: SourceLocation
  ) {
    update(&expected)
    let actual = router.state
    if actual != expected {
      let differences = StateDifference.lines(expected: expected, actual: actual)
      let lines = differences.joined(separator: "\n")
      Issue.record(
        "After \(step) the navigation state differs from the expected one:\n\(lines)",
        sourceLocation: sourceLocation)
      // The next step starts from what happened, so one mistake is reported once.
      expected = actual
    }
    if applied != changes {
      Issue.record(
        "After \(step) the data changes were \(applied), expected \(changes)",
        sourceLocation: sourceLocation)
    }
    applied = []
  }
}
