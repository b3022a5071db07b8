import NavigationCore

/// Renders a frame as text for people: tab bar, breadcrumb, modals, the screen with numbered
/// rows and actions, the alert on top, and the outcome's message.
package enum TextRenderer {
  /// Renders a frame.
  ///
  /// - Parameter frame: The frame.
  /// - Returns: Lines joined by newlines, ending with a newline.
  package static func render(_ frame: ShellFrame) -> String {
    var lines: [String] = []
    if let message = frame.message { lines.append("» \(message)") }
    lines.append(
      frame.tabs.map { tab in
        let name = tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst()
        return tab == frame.tab ? "[\(name)]" : name
      }.joined(separator: " "))
    lines.append(frame.titles.joined(separator: " › "))
    for modal in frame.modals {
      let style = modal.style == .sheet ? "Sheet" : "Full-screen cover"
      lines.append("\(style): \(modal.titles.joined(separator: " › "))")
    }
    if let sidebar = frame.sidebar {
      // Regular width: the root list stays on screen as a column, the selected row marked.
      let selected = frame.titles.dropFirst().first
      lines.append("")
      lines.append("| \(sidebar.title)")
      for row in sidebar.rows {
        lines.append(row.label == selected ? "| ▸ \(row.label)" : "|   \(row.label)")
      }
    }
    lines.append("")
    let screen = frame.screen
    let state = screen.state == .content ? "" : " (\(stateName(screen.state)))"
    lines.append("# \(screen.title)\(state)")
    if let body = screen.body, !body.isEmpty { lines.append(body) }
    if let input = screen.textInput {
      lines.append("\(input.label): \(input.text.isEmpty ? "_" : input.text)")
    }
    if !screen.rows.isEmpty || !screen.actions.isEmpty { lines.append("") }
    for (offset, row) in screen.rows.enumerated() {
      let detail = row.detail.map { " — \($0)" } ?? ""
      lines.append("  \(offset + 1). \(row.label)\(detail)")
    }
    for (offset, action) in screen.actions.enumerated() {
      lines.append("  \(screen.rows.count + offset + 1). [\(action.label)]")
    }
    if let alert = frame.alert {
      lines.append("")
      lines.append("! \(alert.title)")
      if let message = alert.message { lines.append("! \(message)") }
      lines.append("! confirm: \(alert.confirmLabel) · cancel: \(alert.cancelLabel)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The state as the text screen names it, such as `not found`.
  ///
  /// - Parameter state: A screen state.
  /// - Returns: Lower-case words.
  package static func stateName(_ state: ScreenState) -> String {
    switch state {
    case .content: "content"
    case .missing: "missing"
    case .locked: "locked"
    case .notFound: "not found"
    case .noDestination: "no destination"
    }
  }
}
