/// How a window arranges the same navigation state: one stack, or columns.
///
/// The layout is a view over the state, never a second model: each tab keeps one path and
/// its presentations in both layouts, and ``SplitViewAdapter`` derives the regular layout's
/// columns from that path. Switching layouts changes nothing else, so compact -> regular ->
/// compact gives back exactly the same paths, presentations and selected tab.
public enum Layout: String, Hashable, Sendable, Codable, CaseIterable {
  /// One stack at a time, as on a phone.
  case compact
  /// Columns side by side, as on a tablet or a wide window (a split view).
  case regular
}
