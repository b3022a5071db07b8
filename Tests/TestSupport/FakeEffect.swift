import NavigationCore

/// An effect of a fake feature, for the composition root's effect handler.
public enum FakeEffect: Hashable, Sendable {
  /// A cross-feature request: the composition root opens the route.
  case open(AnyRoute)
  /// A data change the composition root records.
  case record(String)
}
