import NavigationCore
import Observation

/// The one mutator of navigation state, hoisted to the composition root.
///
/// Screens emit intents; the router hands each to its feature, lets the composition root
/// apply the outcome's effects, and applies the commands. Every change is computed on a copy
/// by the pure reducer in `AppNavigationState+Commands.swift` and assigned once, so one call
/// is at most one observed write, and a call that changes nothing writes nothing.
@MainActor
@Observable
public final class Router {
  /// The registered features.
  public let registry: FeatureRegistry

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
  public private(set) var diagnostics: [String] = []

  /// Installed by the composition root: applies an outcome's data effects and returns the
  /// commands its cross-feature effects map to, applied after the outcome's own commands.
  ///
  /// Called once per handled intent, before the state changes; the outcome's commands and
  /// the returned ones are then applied together as one write.
  @ObservationIgnored
  public var effectHandler: (@MainActor (AnyOutcome) -> [NavigationCommand])?

  /// Creates a router with an empty stack per tab.
  ///
  /// - Parameters:
  ///   - registry: The registered features.
  ///   - tabs: The tabs in display order.
  ///   - selectedTab: The tab selected at start.
  public init(registry: FeatureRegistry, tabs: [TabID], selectedTab: TabID) {
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
    var next = state
    diagnostics += next.apply(commands)
    commit(next)
  }

  /// Sends an intent to its feature and applies the outcome as one state write.
  ///
  /// The outcome's commands are applied first, then the commands ``effectHandler`` maps
  /// its effects to.
  ///
  /// - Parameters:
  ///   - intent: The intent; ``AnyIntent/feature`` names the handling feature.
  ///   - route: The route whose screen emitted it, or `nil` for a tab root.
  /// - Returns: The outcome's message, or its rejection (then nothing changed).
  @discardableResult
  public func send(_ intent: AnyIntent, from route: AnyRoute?) -> IntentReply {
    let (commands, reply) = resolve(intent, in: state.context(for: route))
    var next = state
    diagnostics += next.apply(commands)
    commit(next)
    return reply
  }

  /// Removes the alert and runs the outcome of its confirm intent, as one state write.
  ///
  /// The confirm intent is handled in the context of the route on screen
  /// (``AppNavigationState/visibleRoute``).
  ///
  /// - Returns: The outcome's reply; empty when no alert is shown (nothing changes).
  @discardableResult
  public func confirmAlert() -> IntentReply {
    guard let alert = state.alert else { return IntentReply() }
    let (commands, reply) = resolve(alert.confirm, in: state.context(for: state.visibleRoute))
    var next = state
    next.alert = nil
    diagnostics += next.apply(commands)
    commit(next)
    return reply
  }

  /// Removes the alert and changes nothing else; a no-op when no alert is shown.
  public func cancelAlert() {
    var next = state
    next.alert = nil
    commit(next)
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

  /// Hands an intent to its feature and the outcome to ``effectHandler``; the only place
  /// effects run. Returns every command to apply, the outcome's first, and the reply. A
  /// rejected outcome runs no effect and no command.
  private func resolve(
    _ intent: AnyIntent, in context: FeatureContext
  ) -> (commands: [NavigationCommand], reply: IntentReply) {
    guard let outcome = registry.handle(intent, in: context) else {
      diagnostics.append("no feature '\(intent.feature)' handles the intent \(intent)")
      return ([], IntentReply())
    }
    if let rejection = outcome.rejection {
      return ([], IntentReply(rejection: rejection))
    }
    let mapped = effectHandler?(outcome) ?? []
    return (outcome.commands + mapped, IntentReply(message: outcome.message))
  }

  /// Records a diagnostic of screen building once: a screen is built on every render, and the
  /// same missing destination must not grow the list each time.
  private func record(_ diagnostic: String) {
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  /// Assigns the next state once, and only when it differs.
  private func commit(_ next: AppNavigationState) {
    if next != state {
      state = next
    }
  }
}
