import NavigationCore
import NavigationRouter

extension HoistApp {
  /// The windows not on screen, for the snapshot; empty when there is one window.
  func parkedWindowSnapshots(cache: RouteObjectCache?) throws -> [AppSnapshot.Window] {
    return try parkedWindows.keys.sorted().compactMap { number in
      guard let state = parkedWindows[number] else { return nil }
      var stacks: [String: AppSnapshot.Stack] = [:]
      for (tab, stack) in state.tabStacks.entries {
        stacks[tab.rawValue] = try Self.encode(stack, cache: cache)
      }
      return AppSnapshot.Window(
        number: number, selectedTab: state.selectedTab, stacks: stacks, layout: state.layout)
    }
  }

  /// Restores the window numbers and the windows not on screen; their routes that no feature
  /// decodes are dropped and reported like the active window's, with the place prefixed by
  /// `window N › `. A window number outside `1...maximumWindows`, or one another window has,
  /// becomes the lowest number no other window has, with a change; only a window for which
  /// no number is left (more than `maximumWindows`) is dropped, with a change.
  func restoreWindows(from snapshot: AppSnapshot, changes: inout [RestorationChange]) {
    let range = 1...Self.maximumWindows
    var active = snapshot.window
    if !range.contains(active) {
      // Any number in range that no valid parked window has; 1 when all are taken.
      let taken = Set(snapshot.windows.map(\.number))
      active = range.first { !taken.contains($0) } ?? 1
      changes.append(
        RestorationChange(
          action: .replaced, tab: router.state.selectedTab, place: "window \(snapshot.window)",
          route: ["key": .string("window"), "number": .integer(snapshot.window)],
          replacement: ["key": .string("window"), "number": .integer(active)],
          reason: "window numbers go from 1 to \(Self.maximumWindows)"))
    }
    if active != router.state.window {
      var state = router.state
      state.window = active
      router.replaceState(state)
    }
    // The first window with each number in range keeps it; the others (a damaged file) get
    // the lowest number no window keeps, like the window on screen, so none of their routes
    // is lost while a number is free.
    var keeps: [Bool] = []
    var taken: Set<Int> = [active]
    for saved in snapshot.windows {
      let keep = range.contains(saved.number) && !taken.contains(saved.number)
      if keep { taken.insert(saved.number) }
      keeps.append(keep)
    }
    var parked: [Int: AppNavigationState] = [:]
    for (saved, keep) in zip(snapshot.windows, keeps) {
      var number = saved.number
      if !keep {
        let reason =
          range.contains(saved.number)
          ? "another window has the number \(saved.number)"
          : "window numbers go from 1 to \(Self.maximumWindows)"
        let route: [String: JSONScalar] = ["key": .string("window"), "number": .integer(number)]
        guard let free = range.first(where: { !taken.contains($0) }) else {
          changes.append(
            RestorationChange(
              action: .dropped, tab: saved.selectedTab, place: "window \(saved.number)",
              route: route, removedAbove: 0,
              reason: reason + "; all \(Self.maximumWindows) numbers are taken"))
          continue
        }
        changes.append(
          RestorationChange(
            action: .replaced, tab: saved.selectedTab, place: "window \(saved.number)",
            route: route, replacement: ["key": .string("window"), "number": .integer(free)],
            reason: reason))
        taken.insert(free)
        number = free
      }
      let place = "window \(number) › "
      var state = AppNavigationState(
        tabs: Self.tabs, selectedTab: Self.tabs[0], window: number,
        layout: saved.layout)
      var decoded: [RestorationChange] = []
      for (name, stack) in saved.stacks.sorted(by: { $0.key < $1.key }) {
        let tab = TabID(rawValue: name)
        guard state.tabOrder.contains(tab) else {
          decoded.append(
            RestorationChange(
              action: .dropped, tab: tab, place: place + "path 1",
              route: stack.path.first ?? stack.presentation?.root ?? [:],
              removedAbove: max(0, stack.path.count - 1), reason: "this app has no tab '\(name)'"))
          continue
        }
        state.tabStacks[tab] = decode(stack, tab: tab, place: place, changes: &decoded)
      }
      if state.tabOrder.contains(saved.selectedTab) { state.selectedTab = saved.selectedTab }
      // Reconciled by the features like the window on screen.
      let (reconciled, more) = state.reconciled(with: router.registry)
      let reconciledHere = more.map { change in
        var change = change
        change.place = place + change.place
        return change
      }
      changes += RestorationOrder.bottomFirst(
        decoded: decoded, reconciled: reconciledHere, prefix: place, tabs: state.tabOrder)
      parked[number] = reconciled
    }
    parkedWindows = parked
  }
}
