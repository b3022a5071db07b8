/// What the index knows about one named type, merged from its declaration and every
/// extension of it in the linted files.
package struct TypeInfo: Hashable, Codable, Sendable {
  /// The kind of declaration.
  package enum Kind: String, Hashable, Codable, Sendable {
    case structType = "struct"
    case classType = "class"
    case enumType = "enum"
    case actorType = "actor"
    case protocolType = "protocol"
  }

  /// A stored property: declared in the type's body without a getter, not `static`.
  package struct StoredProperty: Hashable, Codable, Sendable {
    /// The property's name.
    package var name: String
    /// The declared type, or the type its initial value names (`[Route]()`, `Router()`).
    package var type: TypeShape?
    /// Attribute names such as `State`, `Binding`, `ObservedObject`.
    package var attributes: [String]
  }

  /// One enum case and its payload.
  package struct EnumCase: Hashable, Codable, Sendable {
    /// One associated value.
    package struct Payload: Hashable, Codable, Sendable {
      /// The label, or `nil` when unlabelled.
      package var label: String?
      /// The payload's type.
      package var type: TypeShape
    }

    /// The case name.
    package var name: String
    /// The associated values, in order.
    package var payloads: [Payload]
  }

  /// A computed property or function that builds views (`body`, `some View` members,
  /// `@ViewBuilder` members) and what it contains.
  package struct ViewMember: Hashable, Codable, Sendable {
    /// The member's name.
    package var name: String
    /// Whether the member is a function.
    package var isFunction: Bool
    /// What the member's body contains.
    package var facts: ViewFacts
  }

  /// The simple name: `Inner` for `Outer.Inner`.
  package var name: String
  /// The dotted name including enclosing types.
  package var qualifiedName: String
  /// The kind of declaration.
  package var kind: Kind
  /// Attribute names on the declaration: `Observable`, `MainActor`.
  package var attributes: [String]
  /// Inherited types and conformances, from the declaration and extensions, as written
  /// (`View`, `ObservableObject`, `SwiftUI.View`, `Hashable`).
  package var inheritedTypes: [String]
  /// Stored properties in declaration order.
  package var storedProperties: [StoredProperty]
  /// Enum cases in declaration order.
  package var enumCases: [EnumCase]
  /// View-building members in declaration order (declaration first, then extensions).
  package var viewMembers: [ViewMember]
  /// Members the type uses only as presentation content, sorted: `editor` in
  /// `.sheet(isPresented: $x) { editor }`, `makeViewer` in `content: makeViewer`.
  package var presentationOnlyMembers: [String]
  /// The path of the file that declares the type.
  package var file: String

  /// Whether the type conforms to one of the named types (ignoring a module prefix).
  ///
  /// - Parameter names: Type names such as `View`.
  /// - Returns: `true` when one is inherited.
  package func inherits(_ names: Set<String>) -> Bool {
    inheritedTypes.contains { inherited in
      let last = inherited.split(separator: ".").last.map(String.init) ?? inherited
      return names.contains(last)
    }
  }

  /// The view member with a name.
  ///
  /// - Parameter name: The member's name.
  /// - Returns: The member, or `nil`.
  package func viewMember(_ name: String) -> ViewMember? {
    viewMembers.first { $0.name == name }
  }

  /// The stored property with a name.
  ///
  /// - Parameter name: The property's name.
  /// - Returns: The property, or `nil`.
  package func storedProperty(_ name: String) -> StoredProperty? {
    storedProperties.first { $0.name == name }
  }

  /// Whether the type is a SwiftUI view: it conforms to `View` or is a struct with a view
  /// `body`.
  package var isView: Bool {
    inherits(["View"]) || (kind == .structType && viewMember("body") != nil)
  }

  /// Whether the type is a reference type or an observable model: a class or actor, marked
  /// `@Observable`, or conforming to `ObservableObject`.
  package var isModelObject: Bool {
    kind == .classType || kind == .actorType || attributes.contains("Observable")
      || inherits(["ObservableObject"])
  }
}
