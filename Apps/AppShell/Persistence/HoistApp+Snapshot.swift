import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// The state to save: navigation and user data; unlocked notes lock again on relaunch.
  ///
  /// - Parameter cache: Routes already encoded, reused and extended.
  /// - Returns: The snapshot.
  /// - Throws: ``RouteCodingError`` when a route cannot be encoded.
  package func snapshot(cache: RouteObjectCache = RouteObjectCache()) throws -> AppSnapshot {
    let state = router.state
    var stacks: [String: AppSnapshot.Stack] = [:]
    for (tab, stack) in state.stacks {
      stacks[tab.rawValue] = try Self.encode(stack, cache: cache)
    }
    var data = userData.state
    data.unlockedNoteIDs = []
    return AppSnapshot(
      version: AppSnapshot.currentVersion, selectedTab: state.selectedTab, stacks: stacks,
      userData: data, layout: state.layout)
  }

  /// Restores navigation from a snapshot, keeping what decodes and dropping the rest.
  ///
  /// A route that no feature can decode is dropped with everything above it in its stack;
  /// a modal whose root cannot be decoded is dropped with what it presents.
  ///
  /// - Parameter snapshot: The saved state.
  /// - Returns: One line per dropped route, naming it and why.
  @discardableResult
  package func restoreNavigation(from snapshot: AppSnapshot) -> [String] {
    var report: [String] = []
    var state = router.state
    for (name, saved) in snapshot.stacks {
      let tab = TabID(rawValue: name)
      guard state.tabOrder.contains(tab) else {
        report.append("dropped the stack of unknown tab '\(name)'")
        continue
      }
      state.stacks[tab] = decode(saved, report: &report)
    }
    if state.tabOrder.contains(snapshot.selectedTab) {
      state.selectedTab = snapshot.selectedTab
    } else {
      report.append("unknown tab '\(snapshot.selectedTab)' was selected; showing library")
    }
    router.apply(Outcome(commands: state.rebuildingCommands))
    router.setLayout(snapshot.layout ?? .compact)
    return report
  }

  private static func encode(_ stack: NavigationStackState, cache: RouteObjectCache) throws
    -> AppSnapshot.Stack
  {
    AppSnapshot.Stack(
      path: try stack.path.map { try cache.object(for: $0) },
      presentation: try stack.presentation.map {
        AppSnapshot.Modal(
          style: $0.style, root: try cache.object(for: $0.root),
          stack: try encode($0.stack, cache: cache))
      })
  }

  private func decode(_ saved: AppSnapshot.Stack, report: inout [String]) -> NavigationStackState {
    var path: [AnyRoute] = []
    for object in saved.path {
      do {
        path.append(try router.registry.decodeRoute(object))
      } catch {
        report.append("dropped \(Self.describe(object)) and what was above it: \(error)")
        return NavigationStackState(path: RoutePath(path))
      }
    }
    var stack = NavigationStackState(path: RoutePath(path))
    if let modal = saved.presentation {
      do {
        let root = try router.registry.decodeRoute(modal.root)
        stack.presentation = Presentation(
          style: modal.style, root: root, stack: decode(modal.stack, report: &report))
      } catch {
        report.append("dropped the \(modal.style.rawValue) \(Self.describe(modal.root)): \(error)")
      }
    }
    return stack
  }

  private static func describe(_ object: AppSnapshot.RouteObject) -> String {
    if case .string(let key)? = object["key"] { return "route '\(key)'" }
    return "a route without a key"
  }
}
