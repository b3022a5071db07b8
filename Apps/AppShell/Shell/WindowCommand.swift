/// What a `window` or `windows` shell command asks for.
package enum WindowCommand: Hashable, Sendable {
  /// `window new`: open a window on the library tab's root and show it.
  case new
  /// `window N`: show window N.
  case show(Int)
  /// `window close N`: close window N; the last window cannot be closed.
  case close(Int)
  /// `windows`: list the windows.
  case list
}
