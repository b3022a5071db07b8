import NavigationCore

/// Renders a frame as text for people: tab bar, breadcrumb, modals, the screen with numbered
/// rows and actions, the alert on top, and the outcome's message.
package enum TextRenderer {
  /// Renders a frame.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - width: The characters a line may hold, for the regular layout's columns (side by
  ///     side when each gets at least ``ColumnText/minimumWidth``, else one under another).
  /// - Returns: Lines joined by newlines, ending with a newline.
  package static func render(_ frame: ShellFrame, width: Int = defaultWidth) -> String {
    var lines: [String] = []
    if let message = frame.message { lines.append("» \(message)") }
    if frame.windowCount > 1 { lines.append("Window \(frame.window) of \(frame.windowCount)") }
    lines.append(
      frame.tabs.map { tab in
        let name = tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst()
        return tab == frame.tab ? "[\(name)]" : name
      }.joined(separator: " "))
    lines.append(frame.titles.joined(separator: " › "))
    for modal in frame.modals {
      let style = modal.style == .sheet ? "Sheet: " : "Full-screen cover: "
      lines.append(style + modal.titles.joined(separator: " › "))
    }
    lines.append("")
    // A sheet or cover covers the columns: it is drawn alone, as in the compact layout.
    if let columns = frame.columns, frame.modals.isEmpty {
      lines += ColumnText.lines(of: columns, width: width)
    } else {
      lines += screenLines(frame.screen, selection: nil)
    }
    if let alert = frame.alert {
      lines.append("")
      lines.append("! \(alert.title)")
      if let message = alert.message { lines.append("! \(message)") }
      lines.append("! confirm: \(alert.confirmLabel) · cancel: \(alert.cancelLabel)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The width the text output fits its columns into when `$COLUMNS` does not say: 100
  /// characters.
  package static let defaultWidth = 100

  /// The lines of one screen: title and state, body, text field, numbered rows and actions.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - selection: The label of the row to mark `▸` as the selection of the column to the
  ///     right (regular layout), if any.
  /// - Returns: The lines, without line breaks.
  package static func screenLines(_ screen: Screen, selection: String?) -> [String] {
    var lines: [String] = []
    let state = screen.state == .content ? "" : " (\(stateName(screen.state)))"
    lines.append("# \(screen.title)\(state)")
    if let body = screen.body, !body.isEmpty { lines.append(body) }
    if let input = screen.textInput {
      lines.append("\(input.label): \(input.text.isEmpty ? "_" : input.text)")
    }
    if !screen.rows.isEmpty || !screen.actions.isEmpty { lines.append("") }
    var marked = false
    for (offset, row) in screen.rows.enumerated() {
      let detail = row.detail.map { " — \($0)" } ?? ""
      let selected = !marked && selection != nil && row.label == selection
      marked = marked || selected
      lines.append("\(selected ? "▸ " : "  ")\(offset + 1). \(row.label)\(detail)")
    }
    for (offset, action) in screen.actions.enumerated() {
      lines.append("  \(screen.rows.count + offset + 1). [\(action.label)]")
    }
    return lines
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
