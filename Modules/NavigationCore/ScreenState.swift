/// What a destination factory found when it resolved a route's IDs against current data.
public enum ScreenState: String, Hashable, Sendable, Codable, CaseIterable {
  /// The data exists and is shown.
  case content
  /// The route names something that existed but is gone (a deleted item).
  case missing
  /// The data exists but is locked until the user unlocks it.
  case locked
  /// The route names something that does not exist (an unknown ID).
  case notFound
  /// No feature registered the route's key.
  case noDestination
}
