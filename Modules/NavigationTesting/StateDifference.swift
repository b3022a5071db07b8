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
      var sides = (describe(expected.alert), describe(actual.alert))
      if sides.0 == sides.1, let expectedAlert = expected.alert, let actualAlert = actual.alert {
        // Alike on screen: they differ in the intent confirming sends.
        sides.0 += " sends \(expectedAlert.confirm)"
        sides.1 += " sends \(actualAlert.confirm)"
      }
      lines.append("alert: − \(sides.0) + \(sides.1)")
    }
    if expected.layout != actual.layout {
      lines.append("layout: − \(expected.layout) + \(actual.layout)")
    }
    if expected.window != actual.window {
      lines.append("window: − \(expected.window) + \(actual.window)")
    }
    return lines.isEmpty ? ["(states differ in a part this summary does not show)"] : lines
  }

  /// A stack as its path's routes and its modals, such as
  /// `[shop.product] › sheet shop.cart (detents medium, large; selected large) []`.
  static func describe(_ stack: NavigationStackState?) -> String {
    guard let stack else { return "no stack" }
    var text = "[\(stack.path.routes.map(\.description).joined(separator: ", "))]"
    if let modal = stack.presentation {
      let style = modal.style == .sheet ? "sheet" : "full-screen cover"
      text += " › \(style) \(modal.root.description)"
      if let detents = modal.detents {
        let available = detents.available.map(describe).joined(separator: ", ")
        text += " (detents \(available); selected \(describe(detents.selected)))"
      }
      text += " \(describe(modal.stack))"
    }
    return text
  }

  /// A detent as a view modifier would name it: `medium`, `large`, `fraction 0.25`,
  /// `height 200.0`.
  static func describe(_ detent: SheetDetent) -> String {
    switch detent {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction \(fraction)"
    case .height(let height): "height \(height)"
    }
  }

  /// An alert by everything it shows: its title, message and buttons, such as
  /// `“Delete?” “It cannot be undone.” [Delete (destructive) | Cancel]`.
  static func describe(_ alert: AlertRequest?) -> String {
    guard let alert else { return "none" }
    let message = alert.message.map { " “\($0)”" } ?? ""
    let destructive = alert.isDestructive ? " (destructive)" : ""
    return "“\(alert.title)”\(message) [\(alert.confirmLabel)\(destructive) | \(alert.cancelLabel)]"
  }
}
