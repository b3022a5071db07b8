/// One path segment of a link pattern after its host, or a run of them.
public indirect enum LinkSegment: Hashable, Sendable {
  /// A fixed word, compared case-sensitively, such as `reviews`.
  case literal(String)
  /// A typed value bound to a parameter, such as a product slug.
  case value(String, LinkValueKind)
  /// Several segments bound to one parameter as one string, the segments joined by `/`
  /// (`a/b/c`), each segment of the value's kind; `count` says how many it takes.
  ///
  /// A pattern has at most one such run in each of its forms. A value with an empty
  /// segment (`a//b`) has no link: repeated slashes are ignored when a link is parsed.
  case values(String, LinkValueKind, count: LinkSegmentCount)
  /// Segments present together or not at all, such as `[/<review>[/<photo>]]`. The group is
  /// present exactly when the parameters its own segments bind are given, so it must bind
  /// one; a route needing them is built only when it is present, as for an optional query item.
  case optional([LinkSegment])

  /// The parameter name of a value segment or run.
  public var parameter: String? {
    switch self {
    case .value(let name, _), .values(let name, _, _): name
    case .literal, .optional: nil
    }
  }

  /// Every parameter bound by this segment and the segments of its groups.
  public var parameters: [String] {
    switch self {
    case .value(let name, _), .values(let name, _, _): [name]
    case .literal: []
    case .optional(let segments): segments.flatMap(\.parameters)
    }
  }
}

/// How many path segments a ``LinkSegment/values(_:_:count:)`` run takes.
public enum LinkSegmentCount: Hashable, Sendable {
  /// One or more: the parameter is always bound.
  case oneOrMore
  /// Zero or more: with none, the parameter is bound to the empty string.
  case zeroOrMore
}
