/// A typed query item of a link pattern, such as `review=<n>`.
///
/// Unknown query items are ignored; a known one given twice is an error naming it, unless it
/// is a list (``list(_:_:parameter:separator:)``), whose every occurrence is one element.
public struct LinkQueryItem: Hashable, Sendable {
  /// The item's name in the URL, compared case-sensitively, such as `q`.
  public let name: String
  /// The parameter it binds, such as `query`; the name unless given.
  public let parameter: String
  /// The value's type (of each element, for a list).
  public let kind: LinkValueKind
  /// Whether the pattern matches only when the item is present.
  public let isRequired: Bool
  /// The value the parameter takes when the item is absent; a printed link leaves the item
  /// out when the route holds this value.
  public let defaultValue: JSONScalar?
  /// For a list, the text that joins its elements into the one string its parameter binds
  /// (`?tag=a&tag=b` binds `a,b` with `,`); `nil` for a single value.
  public let listSeparator: String?

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The item's name in the URL.
  ///   - kind: The value's type.
  ///   - parameter: The parameter it binds; `nil` for `name`.
  ///   - isRequired: `true` when the pattern needs it; optional items extend the stack when
  ///     present.
  ///   - defaultValue: The value when the item is absent, such as `.integer(1)`; it must be
  ///     one the kind reads (registration refuses another).
  public init(
    _ name: String, _ kind: LinkValueKind, parameter: String? = nil, isRequired: Bool = false,
    default defaultValue: JSONScalar? = nil
  ) {
    self.name = name
    self.parameter = parameter ?? name
    self.kind = kind
    self.isRequired = isRequired
    self.defaultValue = defaultValue
    self.listSeparator = nil
  }

  private init(name: String, kind: LinkValueKind, parameter: String, separator: String) {
    self.name = name
    self.parameter = parameter
    self.kind = kind
    self.isRequired = false
    self.defaultValue = nil
    self.listSeparator = separator
  }

  /// A list-typed item: given any number of times (`?tag=a&tag=b`), each value one element of
  /// the kind, bound as one string of the elements joined by `separator`.
  ///
  /// Absent, its parameter is unbound. A route value whose elements hold the separator, or
  /// are empty, has no link.
  ///
  /// - Parameters:
  ///   - name: The item's name in the URL.
  ///   - kind: Each element's type.
  ///   - parameter: The parameter it binds; `nil` for `name`.
  ///   - separator: What joins the elements in the bound string; `,` by default.
  /// - Returns: The item.
  public static func list(
    _ name: String, _ kind: LinkValueKind, parameter: String? = nil, separator: String = ","
  ) -> LinkQueryItem {
    LinkQueryItem(name: name, kind: kind, parameter: parameter ?? name, separator: separator)
  }

  /// Whether every occurrence is an element of a list.
  public var isList: Bool { listSeparator != nil }
}
