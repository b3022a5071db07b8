import NavigationCore
import NavigationRouter

/// The differences between two navigation states, one line each, as a person reads them.
enum StateDifference {
  /// Lines naming each part that differs: the selected tab, each tab's stack, the alert.
  ///
  /// - Parameters:
  ///   - expected: The state the test expects.
  ///   - actual: The router's state.
  /// - Returns: One line per differing part, `−` expected and `+` actual.
  static func lines(expected: AppNavigationState, actual: AppNavigationState) -> [String] {
    var lines: [String] = []
    if expected.selectedTab != actual.selectedTab {
      lines.append("selected tab: − \(expected.selectedTab) + \(actual.selectedTab)")
    }
    if expected.tabOrder != actual.tabOrder {
      lines.append("tabs: − \(expected.tabOrder) + \(actual.tabOrder)")
    }
    let tabs = expected.tabOrder + actual.tabOrder.filter { !expected.tabOrder.contains($0) }
    for tab in tabs where expected.stacks[tab] != actual.stacks[tab] {
      lines.append(
        "tab \(tab): − \(describe(expected.stacks[tab])) + \(describe(actual.stacks[tab]))")
    }
    if expected.alert != actual.alert {
      lines.append(
        "alert: − \(expected.alert?.title ?? "none") + \(actual.alert?.title ?? "none")")
    }
    if expected.layout != actual.layout {
      lines.append("layout: − \(expected.layout) + \(actual.layout)")
    }
    if expected.window != actual.window {
      lines.append("window: − \(expected.window) + \(actual.window)")
    }
    return lines.isEmpty ? ["(states differ in a part this summary does not show)"] : lines
  }

  /// A stack as its path's keys and its modals, such as `[shop.product] › sheet shop.cart []`.
  static func describe(_ stack: NavigationStackState?) -> String {
    guard let stack else { return "no stack" }
    var text = "[\(stack.path.routes.map(\.description).joined(separator: ", "))]"
    if let modal = stack.presentation {
      let style = modal.style == .sheet ? "sheet" : "full-screen cover"
      text += " › \(style) \(modal.root.description) \(describe(modal.stack))"
    }
    return text
  }
}
