import NavigationCore
import NavigationRouter
import Observation

/// The get and set halves of every `Binding` the SwiftUI views hand to SwiftUI, without
/// SwiftUI: each get reads the router's state and records what it handed out, each set asks
/// ``WriteInterpreter`` what the write means and applies that through the router.
///
/// The views (`HoistRootView` and the stack, modal and alert views) wrap these methods in
/// `Binding(get:set:)`; tests call them directly, as SwiftUI would.
///
/// Each get observes only its part of the router (``/NavigationRouter/Router/path(on:)``,
/// ``/NavigationRouter/Router/presented(over:)``, ``/NavigationRouter/Router/detents(over:)``,
/// ``/NavigationRouter/Router/selectedTab``, ``/NavigationRouter/Router/alert``), so a view that
/// reads one stack's path is not redrawn by a push on another stack.
@MainActor
public final class NavigationBindings<Change: Sendable>: Observable {
  /// The router every write goes through.
  public let router: Router<Change>
  /// What was last handed out, per part.
  public private(set) var ledger = BindingLedger()
  /// Every decision made, oldest first, for tests and diagnostics; at most
  /// ``decisionLogLimit`` kept.
  public private(set) var decisions: [BindingDecision] = []
  /// How many decisions ``decisions`` keeps.
  public let decisionLogLimit = 64

  /// Bumped when SwiftUI shows a value the state refused (an ignored write the state did not
  /// change after), so the views that read it draw the state again.
  private var resyncCount = 0
  private let observationRegistrar = ObservationRegistrar()

  /// Creates the bindings of a router.
  ///
  /// - Parameter router: The router; the bindings never change state any other way.
  public init(router: Router<Change>) {
    self.router = router
  }

  // MARK: - Gets

  /// The path of a stack, as `NavigationStack(path:)` reads it.
  ///
  /// - Parameter stack: The stack.
  /// - Returns: Its routes, bottom first; empty when the stack does not exist.
  public func path(on stack: StackID) -> [AnyRoute] {
    readResync()
    let routes = router.path(on: stack).routes
    ledger.paths[stack] = routes
    return routes
  }

  /// The modal over a stack, as `sheet(item:)` and `fullScreenCover(item:)` read it.
  ///
  /// - Parameters:
  ///   - stack: The presenting stack.
  ///   - style: The style the reading modifier shows; a modal of the other style reads `nil`.
  /// - Returns: The modal's identity, or `nil`.
  public func presentation(over stack: StackID, style: PresentationStyle) -> PresentationID? {
    readResync()
    let shown = router.presented(over: stack).map { PresentationID(style: $0.style, root: $0.root) }
    ledger.presentations[stack] = .some(shown)
    if let selected = router.detents(over: stack)?.selected { ledger.detents[stack] = selected }
    return shown?.style == style ? shown : nil
  }

  /// The selected detent of the sheet over a stack, as `presentationDetents(_:selection:)`
  /// reads it.
  ///
  /// - Parameter stack: The presenting stack.
  /// - Returns: The selected detent; `.large` when the sheet has none (the system's default).
  public func detent(over stack: StackID) -> SheetDetent {
    readResync()
    let selected = router.detents(over: stack)?.selected ?? .large
    ledger.detents[stack] = selected
    return selected
  }

  /// The selected tab, as `TabView(selection:)` reads it.
  public var selectedTab: TabID {
    readResync()
    let tab = router.selectedTab
    ledger.tab = tab
    return tab
  }

  /// The alert, as `alert(_:isPresented:actions:message:)` reads it.
  public var alert: AlertRequest? {
    readResync()
    let alert = router.alert
    ledger.alert = .some(alert)
    return alert
  }

  // MARK: - Sets

  /// Decides what a write means and applies it: the set half of every binding.
  ///
  /// - Parameter write: What SwiftUI wrote.
  /// - Returns: The decision, already applied.
  @discardableResult
  public func write(_ write: SystemWrite) -> BindingDecision {
    let decision = WriteInterpreter.decide(write, ledger: ledger, state: router.state)
    decisions.append(decision)
    if decisions.count > decisionLogLimit { decisions.removeFirst() }
    switch decision {
    case .answerAlert(let confirmed):
      if confirmed { router.confirmAlert() } else { router.cancelAlert() }
      ledger.alert = .some(router.state.alert)
    case .selectDetent(let detent, let stack):
      router.selectDetent(detent, over: stack)
      record(write)
    case .ignore(let reason):
      // A refused write leaves SwiftUI showing what it wrote; a stale one is followed by the
      // newer state's own redraw, the others need one.
      if reason == .notASystemWrite || reason == .gone { resync() }
    default:
      let writes = router.writeCount
      router.apply(decision.commands)
      if router.writeCount == writes { resync() }
      record(write)
    }
    return decision
  }

  // MARK: - Internals

  /// Records the written value as handed out: SwiftUI now shows it.
  private func record(_ write: SystemWrite) {
    switch write {
    case .path(let routes, let stack): ledger.paths[stack] = routes
    case .presentation(let id, let stack): ledger.presentations[stack] = .some(id)
    case .detent(let detent, let stack): ledger.detents[stack] = detent
    case .tab(let tab): ledger.tab = tab
    case .alertButton, .alertPresented: ledger.alert = .some(router.state.alert)
    }
  }

  private func readResync() {
    observationRegistrar.access(self, keyPath: \.resyncCount)
  }

  private func resync() {
    observationRegistrar.withMutation(of: self, keyPath: \.resyncCount) { resyncCount += 1 }
  }
}
