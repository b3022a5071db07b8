/// How a window arranges the same navigation state: one stack, or columns.
public enum Layout: String, Hashable, Sendable, Codable, CaseIterable {
  /// One stack at a time, as on a phone.
  case compact
  /// Columns side by side, as on a tablet or a wide window.
  case regular
}
