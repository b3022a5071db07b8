import AppShell
import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import UserData

/// Replays steps on a fresh app and checks the invariants after every one.
@MainActor
struct RandomUseRun {
  /// The first broken invariant: the step's index and what broke.
  struct Violation: Hashable, Sendable {
    var index: Int
    var message: String
  }

  private var app: HoistApp
  /// Where each step's snapshot is restored, to compare with the state it came from.
  private let mirror: HoistApp
  private let catalog: Catalog
  /// States (navigation and data) whose snapshot and screens were already checked: a random
  /// walk over a small world comes back to them often, and the check is a pure function of
  /// the state.
  private var checked: Set<Checked> = []

  private struct Checked: Hashable {
    var navigation: AppNavigationState
    var data: UserDataState
  }

  init() throws {
    catalog = try Catalog.bundled()
    app = try HoistApp(catalog: catalog, userData: .sample)
    mirror = try HoistApp(catalog: catalog, userData: .sample)
  }

  /// Runs steps from a fresh app; stops at the first broken invariant.
  ///
  /// - Parameter steps: The steps.
  /// - Returns: The violation, or `nil` when every step kept every invariant.
  static func firstViolation(in steps: [RandomStep]) throws -> Violation? {
    var run = try RandomUseRun()
    for (index, step) in steps.enumerated() {
      if let message = try run.perform(step) { return Violation(index: index, message: message) }
    }
    return nil
  }

  /// Shrinks a failing sequence: removes ever smaller chunks while it still fails.
  ///
  /// - Parameter steps: Steps whose last one breaks an invariant.
  /// - Returns: A shorter sequence that still breaks one.
  static func shrink(_ steps: [RandomStep]) throws -> [RandomStep] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while true {
      var index = 0
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if let violation = try firstViolation(in: candidate) {
          current = Array(candidate[...violation.index])
        } else {
          index += chunk
        }
      }
      if chunk == 1 { return current }
      chunk = max(1, chunk / 2)
    }
  }

  /// Performs one step and checks every invariant.
  ///
  /// - Returns: What broke, or `nil`.
  mutating func perform(_ step: RandomStep) throws -> String? {
    let before = app.router.state
    let writes = app.router.writeCount
    var allowedWrites = 1
    switch step {
    case .command(let command):
      app.router.apply([command])
    case .dismissAllOnScreen:
      app.router.apply([.dismissAll(tab: app.router.state.selectedTab)])
    case .shell(let command):
      if case .doubleTap = command { allowedWrites = 2 }
      _ = try? app.execute(command)
    case .relaunch:
      let data = try JSONEncoder().encode(try app.snapshot())
      let snapshot = try JSONDecoder().decode(AppSnapshot.self, from: data)
      let next = try HoistApp(catalog: catalog, userData: snapshot.userData)
      // Restoration reconciles routes against current data (a series that is not found is
      // dropped); only a state it keeps whole must come back equal.
      let changes = next.restoreNavigation(from: snapshot)
      if !changes.isEmpty {
        app = next
        return nil
      }
      if next.router.state.stacks != before.stacks
        || next.router.state.selectedTab != before.selectedTab
        || next.router.state.layout != before.layout
      {
        return "a relaunch from the JSON snapshot changed the navigation state"
      }
      app = next
      return nil
    }
    let after = app.router.state
    let written = app.router.writeCount - writes
    if written > allowedWrites || (written == 0) != (before == after) {
      return
        "\(written) state writes for one step that \(before == after ? "changed nothing" : "changed the state")"
    }
    return check(before: before, after: after)
  }

  /// The invariants that hold after every step.
  private mutating func check(before: AppNavigationState, after: AppNavigationState) -> String? {
    guard after.tabOrder.contains(after.selectedTab) else {
      return "the selected tab '\(after.selectedTab)' is not a tab"
    }
    for tab in after.tabOrder where tab != after.selectedTab {
      let old = before.stacks[tab] ?? NavigationStackState()
      let new = after.stacks[tab] ?? NavigationStackState()
      // Arrival (docs/LINKS.md, "Arrival"): a link to another tab closes the sheets and covers on
      // screen, which belong to the tab that was selected; its path stays.
      let closedOnArrival =
        tab == before.selectedTab && new.presentation == nil && new.path == old.path
      if old != new && !closedOnArrival {
        return "the tab '\(tab)' changed while '\(after.selectedTab)' was the one acted on"
      }
    }
    for (tab, stack) in after.stacks {
      if let key = Self.presentedKeyOnAPushStack(stack) {
        return "the presented route '\(key)' stands on a push stack of the tab '\(tab)'"
      }
    }
    guard checked.insert(Checked(navigation: after, data: app.userData.state)).inserted else {
      return nil
    }
    // The snapshot restores to the same navigation state.
    do {
      let snapshot = try app.snapshot()
      mirror.userData.replace(with: snapshot.userData)
      if !mirror.restoreNavigation(from: snapshot).isEmpty {
        // Reconciled: the reconciled state must itself round-trip unchanged.
        let again = try mirror.snapshot()
        if !mirror.restoreNavigation(from: again).isEmpty {
          return "restoring a reconciled snapshot changed it again"
        }
        return nil
      }
      if mirror.router.state.stacks != after.stacks
        || mirror.router.state.selectedTab != after.selectedTab
        || mirror.router.state.layout != after.layout
      {
        return "the snapshot does not restore to the state"
      }
    } catch {
      return "the snapshot cannot be made: \(error)"
    }
    // Every screen on the way renders, both ways, with every number in range.
    let frame = app.frame(message: nil)
    _ = TextRenderer.render(frame)
    _ = JSONLineRenderer.render(frame)
    return nil
  }

  private static func presentedKeyOnAPushStack(_ stack: NavigationStackState) -> String? {
    if let route = stack.path.first(where: { RandomStep.presentedKeys.contains($0.key) }) {
      return route.key
    }
    return stack.presentation.flatMap { presentedKeyOnAPushStack($0.stack) }
  }
}
