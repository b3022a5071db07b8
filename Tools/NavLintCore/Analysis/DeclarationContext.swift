import SwiftSyntax

/// Where a node sits among declarations: its enclosing type and member.
package enum DeclarationContext {
  /// The qualified name of the type (or extended type) whose declaration holds the node:
  /// `Outer.Inner` for a node inside `struct Inner` nested in `struct Outer`.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The qualified name, or `nil` at file scope.
  package static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
    var names: [String] = []
    var current = node.parent
    while let parent = current {
      if let name = typeName(of: parent) {
        names.insert(name, at: 0)
        if parent.is(ExtensionDeclSyntax.self) { break }
      }
      current = parent.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// The name a type declaration or extension declares or extends.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The name for struct, class, enum, actor, protocol and extension declarations.
  /// - Complexity: O(1) for any other node: one look at its kind, no cast (this runs for
  ///   every node of every file and every ancestor of many).
  package static func typeName(of node: Syntax) -> String? {
    switch node.kind {
    case .structDecl: node.cast(StructDeclSyntax.self).name.text
    case .classDecl: node.cast(ClassDeclSyntax.self).name.text
    case .enumDecl: node.cast(EnumDeclSyntax.self).name.text
    case .actorDecl: node.cast(ActorDeclSyntax.self).name.text
    case .protocolDecl: node.cast(ProtocolDeclSyntax.self).name.text
    case .extensionDecl: TypeText.name(of: node.cast(ExtensionDeclSyntax.self).extendedType)
    default: nil
    }
  }

  /// The name of the type member (property or function) whose declaration holds the node.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The member's name, or `nil` outside members.
  package static func enclosingMember(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if parent.parent?.is(MemberBlockItemSyntax.self) == true {
        if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = parent.as(VariableDeclSyntax.self) {
          return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
      }
      current = parent.parent
    }
    return nil
  }
}
