/// Which form of a link to print.
public enum LinkForm: String, Hashable, Sendable, CaseIterable {
  /// The custom scheme, such as `mangareader://series/op`.
  case custom
  /// The https universal link, such as `https://mangareader.app/series/op`.
  case https
}
