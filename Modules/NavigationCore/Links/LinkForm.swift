/// Which form of a link to print.
public enum LinkForm: String, Hashable, Sendable, CaseIterable {
  /// The custom scheme, such as `shop://product/p1`.
  case custom
  /// The https universal link, such as `https://shop.example/product/p1`.
  case https
}
