import NavigationCore
import TerminalEscaping

/// Renders a frame as text for people: tab bar, breadcrumb, modals, the screen with numbered
/// rows and actions, the alert on top, and the outcome's message.
///
/// Every value from data or input passes through ``TerminalText/escaped(_:)`` here, the one
/// place text output is assembled, so no value can write a control sequence or forge a line.
package enum TextRenderer {
  /// Renders a frame.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - width: The characters a line may hold, for the regular layout's columns (side by
  ///     side when each gets at least ``ColumnText/minimumWidth``, else one under another).
  /// - Returns: Lines joined by newlines, ending with a newline.
  package static func render(_ frame: ShellFrame, width: Int = defaultWidth) -> String {
    let e = TerminalText.escaped
    var lines: [String] = []
    if let message = frame.message {
      // The shell's own text (the help list) keeps its lines; everything else is data. Lines
      // after the first are indented under its text, so the rows of a list (`windows`) line up.
      let text = frame.messageIsShellText ? message : e(message)
      lines.append(
        "» "
          + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  "))
    }
    if frame.windowCount > 1 { lines.append("Window \(frame.window) of \(frame.windowCount)") }
    lines.append(
      frame.tabs.map { tab in
        let name = tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst()
        return tab == frame.tab ? "[\(e(name))]" : e(name)
      }.joined(separator: " "))
    lines.append(frame.titles.map { e($0) }.joined(separator: " › "))
    for modal in frame.modals {
      let style = modal.style == .sheet ? "Sheet: " : "Full-screen cover: "
      lines.append(style + modal.titles.map { e($0) }.joined(separator: " › "))
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
      lines.append("! \(e(alert.title))")
      if let message = alert.message { lines.append("! \(e(message))") }
      lines.append("! confirm: \(e(alert.confirmLabel)) · cancel: \(e(alert.cancelLabel))")
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
    let e = TerminalText.escaped
    var lines: [String] = []
    // The state is named unless the title says it already ("Series not found").
    let name = stateName(screen.state)
    let saysState = screen.state == .content || screen.title.lowercased().contains(name)
    lines.append("# \(e(screen.title))\(saysState ? "" : " (\(name))")")
    if let body = screen.body, !body.isEmpty {
      // A body is the one value whose line feeds are lines: features compose it line by line
      // and a note's body has paragraphs. Each line is escaped like any other value.
      lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { e(String($0)) }
    }
    if let input = screen.textInput {
      lines.append("\(e(input.label)): \(input.text.isEmpty ? "_" : e(input.text))")
    }
    if !screen.rows.isEmpty || !screen.actions.isEmpty { lines.append("") }
    var marked = false
    for (offset, row) in screen.rows.enumerated() {
      let detail = row.detail.map { " — \(e($0))" } ?? ""
      let selected = !marked && selection != nil && row.label == selection
      marked = marked || selected
      lines.append("\(selected ? "▸ " : "  ")\(offset + 1). \(e(row.label))\(detail)")
    }
    for (offset, action) in screen.actions.enumerated() {
      lines.append("  \(screen.rows.count + offset + 1). [\(e(action.label))]")
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
