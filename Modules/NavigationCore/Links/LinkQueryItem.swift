/// A typed query item of a link pattern, such as `chapter=<n>`.
///
/// Unknown query items are ignored; a known one given twice is an error naming it.
public struct LinkQueryItem: Hashable, Sendable {
  /// The item's name in the URL, compared case-sensitively, such as `q`.
  public let name: String
  /// The parameter it binds, such as `query`; the name unless given.
  public let parameter: String
  /// The value's type.
  public let kind: LinkValueKind
  /// Whether the pattern matches only when the item is present.
  public let isRequired: Bool

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The item's name in the URL.
  ///   - kind: The value's type.
  ///   - parameter: The parameter it binds; `nil` for `name`.
  ///   - isRequired: `true` when the pattern needs it; optional items extend the stack when
  ///     present.
  public init(
    _ name: String, _ kind: LinkValueKind, parameter: String? = nil, isRequired: Bool = false
  ) {
    self.name = name
    self.parameter = parameter ?? name
    self.kind = kind
    self.isRequired = isRequired
  }
}
