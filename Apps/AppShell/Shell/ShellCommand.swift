import NavigationCore

/// One command of a `hoist` script or interactive session.
package enum ShellCommand: Hashable, Sendable {
  /// Taps the row or action with this 1-based number.
  case tapNumber(Int)
  /// Taps the row or action whose label matches case-insensitively and exactly.
  case tapLabel(String)
  /// Taps the same row or action twice before the screen changes (a double tap); the target
  /// is a number or a label, as for `tap`.
  case doubleTap(String)
  /// Types text into the screen's text field.
  case type(String)
  /// Opens a deep link or universal link.
  case open(String)
  /// Prints the link of the screen on top, in the custom or https form.
  case link(LinkForm)
  /// Opens, shows, closes or lists windows.
  case window(WindowCommand)
  /// Goes back one screen on the active stack.
  case back
  /// Dismisses the top sheet or full-screen cover.
  case dismiss
  /// Selects a tab by name.
  case tab(String)
  /// Confirms the alert.
  case confirm
  /// Cancels the alert.
  case cancel
  /// Prints the current screen again.
  case show
  /// Lists the commands.
  case help
  /// Ends the session.
  case quit
  /// Switches the layout: `compact` (one stack) or `regular` (columns).
  case layout(String)
  /// Taps a row or action of a column of the regular layout: the column (a role or a 1-based
  /// number) and the row (a number or a label, as for `tap`).
  case choose(column: String, target: String)
}
