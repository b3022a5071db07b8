import NavigationCore
import Observation

/// The one mutator of navigation state, hoisted to the composition root.
///
/// Screens emit intents; the router hands each to its feature and applies the outcome. Every
/// mutation takes one road, ``apply(_:)-(Outcome<Change,Never>)``: intents, alert answers,
/// deep links and restoration all resolve to an ``Outcome`` whose data changes go to
/// ``changeHandler`` and whose commands are computed on a copy by the pure reducer in
/// `AppNavigationState+Commands.swift` and assigned once, so one call is at most one observed
/// write, and a call that changes nothing writes nothing.
///
/// `Change` is the app's data change type (see ``FeatureRegistry``).
@MainActor
@Observable
public final class Router<Change: Sendable> {
  /// The registered features.
  public let registry: FeatureRegistry<Change>

  /// The navigation state; every assignment counts as one write.
  public private(set) var state: AppNavigationState {
    didSet { writeCount += 1 }
  }

  /// How many times ``state`` was assigned; tests use it to prove one write per change.
  @ObservationIgnored
  public private(set) var writeCount = 0

  /// What went wrong without stopping the app, oldest first, such as
  /// `no destination for route key 'x.y'`.
  ///
  /// Not observed: recording one while a screen is built must not invalidate the screen.
  @ObservationIgnored
  public internal(set) var diagnostics: [String] = []

  /// How many screens ``screen(for:)`` has built; the benchmarks use it to count screen
  /// builds per frame.
  @ObservationIgnored
  public private(set) var screenBuildCount = 0

  /// Installed by the composition root: applies an outcome's data changes to the app's store.
  ///
  /// Called once per applied outcome that has changes, just before its one state write; never
  /// for a rejected outcome.
  @ObservationIgnored
  public var changeHandler: (@MainActor ([Change]) -> Void)?

  @ObservationIgnored
  private var eventObservers: [@MainActor ([NavigationEvent]) -> Void] = []

  /// Creates a router with an empty stack per tab.
  ///
  /// - Parameters:
  ///   - registry: The registered features.
  ///   - tabs: The tabs in display order.
  ///   - selectedTab: The tab selected at start.
  public init(registry: FeatureRegistry<Change>, tabs: [TabID], selectedTab: TabID) {
    self.registry = registry
    self.state = AppNavigationState(tabs: tabs, selectedTab: selectedTab)
    if !tabs.contains(selectedTab) {
      diagnostics.append("the selected tab '\(selectedTab)' is not one of the tabs")
    }
  }

  // MARK: - Changing state

  /// Applies commands in order as one state write.
  ///
  /// - Parameter commands: The commands; rejected ones are recorded in ``diagnostics``.
  /// - Complexity: O(*m*) in the number of commands, plus one comparison of states.
  public func apply(_ commands: [NavigationCommand]) {
    perform(commands)
  }

  /// Applies an outcome: its data changes, then its commands as one state write. The one
  /// road every mutation takes (intents, alert answers, deep links, restoration).
  ///
  /// - Parameters:
  ///   - outcome: The outcome, delegate requests already mapped to commands.
  ///   - cause: Events that name what caused the outcome, such as
  ///     ``NavigationEvent/linkOpened(url:outcome:)``; emitted first, even when the outcome
  ///     changes nothing.
  /// - Returns: The outcome's message, or its rejection (then nothing changed).
  /// - Complexity: O(*m*) in the number of commands, plus one comparison of states.
  @discardableResult
  public func apply(_ outcome: Outcome<Change, Never>, cause: [NavigationEvent] = [])
    -> IntentReply
  {
    if let rejection = outcome.rejection {
      emit(cause)
      return IntentReply(rejection: rejection)
    }
    if !outcome.changes.isEmpty { changeHandler?(outcome.changes) }
    perform(outcome.commands, cause: cause)
    return IntentReply(message: outcome.message)
  }

  /// Adds an observer of navigation events.
  ///
  /// - Parameter observer: Called once per apply that emitted events, after its one state
  ///   write, with the events in order.
  public func addEventObserver(_ observer: @escaping @MainActor ([NavigationEvent]) -> Void) {
    eventObservers.append(observer)
  }

  /// Sends an intent to its feature and applies the outcome as one state write.
  ///
  /// - Parameters:
  ///   - intent: The intent; ``AnyIntent/feature`` names the handling feature.
  ///   - route: The route whose screen emitted it, or `nil` for a tab root.
  /// - Returns: The outcome's message, or its rejection (then nothing changed).
  @discardableResult
  public func send(_ intent: AnyIntent, from route: AnyRoute?) -> IntentReply {
    apply(resolve(intent, in: state.context(for: route)))
  }

  /// Removes the alert and runs the outcome of its confirm intent, as one state write.
  ///
  /// The confirm intent is handled in the context of the route on screen
  /// (``AppNavigationState/visibleRoute``). A refused confirm still removes the alert.
  ///
  /// - Returns: The outcome's reply; empty when no alert is shown (nothing changes).
  @discardableResult
  public func confirmAlert() -> IntentReply {
    guard let alert = state.alert else { return IntentReply() }
    let outcome = resolve(alert.confirm, in: state.context(for: state.visibleRoute))
    guard outcome.rejection == nil else {
      cancelAlert()
      return IntentReply(rejection: outcome.rejection)
    }
    if !outcome.changes.isEmpty { changeHandler?(outcome.changes) }
    perform([.dismissAlert] + outcome.commands, alertConfirmed: true)
    return IntentReply(message: outcome.message)
  }

  /// Removes the alert and changes nothing else; a no-op when no alert is shown.
  public func cancelAlert() {
    apply([.dismissAlert])
  }

  /// Replaces the whole state, such as a restored one, as one write.
  ///
  /// - Parameter state: The new state.
  public func replaceState(_ state: AppNavigationState) {
    commit(state)
  }

  // MARK: - Reading

  /// Builds the screen for a route with the feature that declares its key.
  ///
  /// - Parameter route: The route, or `nil` for the selected tab's root screen.
  /// - Returns: The feature's screen, or a `noDestination` screen (recorded in
  ///   ``diagnostics``) when no feature declares the key or draws the tab's root.
  public func screen(for route: AnyRoute?) -> Screen {
    screenBuildCount += 1
    guard let route = route ?? registry.tabRoot(for: state.selectedTab) else {
      record("no feature draws the root of the tab '\(state.selectedTab)'")
      return Screen(
        title: "No destination", state: .noDestination,
        body: "Nothing is registered for the root of the tab '\(state.selectedTab)'.")
    }
    if let screen = registry.resolvedScreen(for: route, in: state.context(for: route)) {
      return screen
    }
    record("no destination for route key '\(route.key)'")
    return .noDestination(key: route.key)
  }

  // MARK: - Internals

  /// Hands an intent to its feature; an intent no feature handles is an empty outcome and a
  /// diagnostic.
  func resolve(_ intent: AnyIntent, in context: FeatureContext) -> Outcome<Change, Never> {
    guard let outcome = registry.handle(intent, in: context) else {
      diagnostics.append("no feature '\(intent.feature)' handles the intent \(intent)")
      return .none
    }
    return outcome
  }

  /// Records a diagnostic of screen building once: a screen is built on every render, and the
  /// same missing destination must not grow the list each time.
  private func record(_ diagnostic: String) {
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  /// Applies commands on a copy, records their diagnostics and events, assigns the result
  /// once, then emits the events: the one place navigation state changes.
  private func perform(
    _ commands: [NavigationCommand], cause: [NavigationEvent] = [], alertConfirmed: Bool = false
  ) {
    var next = state
    var events = cause
    for command in commands {
      let before = next
      if let diagnostic = next.apply(command) { diagnostics.append(diagnostic) }
      if next != before {
        events += NavigationEvent.changes(from: before, to: next, alertConfirmed: alertConfirmed)
      }
    }
    commit(next)
    emit(events)
  }

  private func emit(_ events: [NavigationEvent]) {
    guard !events.isEmpty else { return }
    for observer in eventObservers { observer(events) }
  }

  /// Assigns the next state once, and only when it differs.
  func commit(_ next: AppNavigationState) {
    if next != state {
      state = next
    }
  }
}
