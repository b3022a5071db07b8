/// A link pattern's fragment (`#…`) captured as an optional value.
///
/// Without one, a pattern ignores any fragment. With one, a fragment binds its parameter when
/// it is present and not empty; an absent or empty fragment leaves it unbound, so routes that
/// need it are not built.
public struct LinkFragment: Hashable, Sendable {
  /// The parameter it binds.
  public let parameter: String
  /// The value's type.
  public let kind: LinkValueKind

  /// Creates a fragment capture.
  ///
  /// - Parameters:
  ///   - parameter: The parameter it binds.
  ///   - kind: The value's type.
  public init(_ parameter: String, _ kind: LinkValueKind) {
    self.parameter = parameter
    self.kind = kind
  }
}
