/// How a link resolved against current data and the screen on top.
public enum LinkResolutionKind: String, Hashable, Sendable, CaseIterable {
  /// Landed exactly where the link points (also the bare app link, which changes nothing).
  case ok
  /// Landed on the nearest valid screen before a route whose data is missing, with a message.
  case fallback
  /// Landed on the screen of the link's first route, whose data is missing: a recovery screen
  /// that names the input (a record that does not exist).
  case failed
  /// Not a link of this app; nothing changed.
  case ignored
}
