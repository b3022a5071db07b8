/// One path segment of a link pattern, after its host.
public enum LinkSegment: Hashable, Sendable {
  /// A fixed word, compared case-sensitively, such as `chapters`.
  case literal(String)
  /// A typed value bound to a parameter, such as a series slug.
  case value(String, LinkValueKind)

  /// The parameter name, for a value segment.
  public var parameter: String? {
    if case .value(let name, _) = self { return name }
    return nil
  }
}
