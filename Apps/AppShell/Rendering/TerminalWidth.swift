import Foundation

/// The width of the terminal a file descriptor writes to.
package enum TerminalWidth {
  /// Asks the terminal driver for its number of columns.
  ///
  /// - Parameter descriptor: The file descriptor, such as `STDOUT_FILENO`.
  /// - Returns: The columns, or `nil` when the descriptor is not a terminal.
  package static func columns(of descriptor: Int32) -> Int? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
