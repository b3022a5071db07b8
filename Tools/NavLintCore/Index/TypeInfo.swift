import SwiftSyntax

/// What the ``ProjectIndex`` knows about one named type, merged from its declaration and
/// every extension of it in the indexed files.
package struct TypeInfo: Sendable {
  /// The kind of declaration.
  package enum Kind: String, Sendable {
    case structType = "struct"
    case classType = "class"
    case enumType = "enum"
    case actorType = "actor"
    case protocolType = "protocol"
  }

  /// A stored property: declared in the type's body without accessors (or with only
  /// observers), not `static`.
  package struct StoredProperty: Sendable {
    /// The property's name.
    package var name: String
    /// The declared type, when written.
    package var type: TypeSyntax?
    /// The initial value, when written.
    package var initializer: ExprSyntax?
    /// Attribute names such as `State`, `Binding`, `ObservedObject`.
    package var attributes: [String]
  }

  /// One enum case and its payload.
  package struct EnumCase: Sendable {
    /// One associated value.
    package struct Payload: Sendable {
      /// The label, or `nil` when unlabelled.
      package var label: String?
      /// The payload's type.
      package var type: TypeSyntax
    }

    /// The case name.
    package var name: String
    /// The associated values, in order.
    package var payloads: [Payload]
    /// The case element in the source, for anchoring findings.
    package var element: EnumCaseElementSyntax
  }

  /// A computed property or function that builds views (`body`, `some View` members,
  /// `@ViewBuilder` members).
  package struct ViewMember: Sendable {
    /// The member's name.
    package var name: String
    /// Whether the member is a function.
    package var isFunction: Bool
    /// The syntax that builds the view: the getter or function body.
    package var body: Syntax
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
  /// View-building members by name.
  package var viewMembers: [String: ViewMember]
  /// Members the type uses only as presentation content (`.sheet`, `.fullScreenCover`,
  /// `.popover`), such as `editor` in `.sheet(isPresented: $x) { editor }`.
  package var presentationOnlyMembers: Set<String>
  /// The path of the file that declares the type.
  package var file: String
  /// The declaration.
  package var declaration: DeclSyntax

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

  /// Whether the type is a SwiftUI view: it conforms to `View` or has a view `body`.
  package var isView: Bool {
    inherits(["View"]) || (viewMembers["body"] != nil && kind == .structType)
  }

  /// Whether the type is a reference type or an observable model: a class or actor, marked
  /// `@Observable`, or conforming to `ObservableObject`.
  package var isModelObject: Bool {
    kind == .classType || kind == .actorType || attributes.contains("Observable")
      || inherits(["ObservableObject"])
  }
}
