/// A place a file uses a type as a navigation value: `navigationDestination(for: X.self)`,
/// `NavigationLink(value:)`, a stack's `path:` binding, or `path.append(...)`.
package struct NavigationValueUse: Hashable, Codable, Sendable {
  /// How the type is named.
  package enum Reference: Hashable, Codable, Sendable {
    /// The value's type by name (`Route`, `Library.Route`).
    case type(String)
    /// An implicit member such as `.series(id:)`: the enum that has this case.
    case enumCase(String)
    /// A property path from the enclosing type (`path`, `router.path`) whose type holds the
    /// values: `[Route]` or a type wrapping the path.
    case property([String])
  }

  /// How the type is named.
  package var reference: Reference
  /// The qualified name of the type the use is written in, for nested and property lookups.
  package var context: String?
  /// The 1-based line of the use, for messages.
  package var line: Int
  /// The enum case the value is built with (`series` for `Route.series(id: 1)`), if any.
  package var caseName: String?
  /// For `receiver.append(value)`: the receiver's property chain (`["router", "path"]`). The
  /// use counts only when the receiver is navigation state: a `NavigationPath` property or
  /// a property some `NavigationStack(path:)` binds, not any array named like a path.
  package var receiver: [String]? = nil

  /// Creates a use.
  ///
  /// - Parameters:
  ///   - reference: How the type is named.
  ///   - context: The enclosing type's qualified name.
  ///   - line: The 1-based line.
  ///   - caseName: The enum case the value is built with.
  ///   - receiver: For an append, the receiver's property chain.
  package init(
    reference: Reference, context: String?, line: Int, caseName: String? = nil,
    receiver: [String]? = nil
  ) {
    self.receiver = receiver
    self.reference = reference
    self.context = context
    self.line = line
    self.caseName = caseName
  }
}
