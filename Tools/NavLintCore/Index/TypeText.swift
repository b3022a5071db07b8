import SwiftSyntax

/// Textual forms of type syntax, for lookups in the ``ProjectIndex``.
package enum TypeText {
  /// The dotted name of a nominal type without generic arguments: `Series` for `Series`,
  /// `Series.ID` for `Series.ID`, `Array` for `Array<Int>`; the compact text otherwise.
  ///
  /// - Parameter type: Any type syntax.
  /// - Returns: The name.
  package static func name(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) {
      return name(of: member.baseType) + "." + member.name.text
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return name(of: attributed.baseType)
    }
    return compact(type)
  }

  /// The type's source text without trivia or inner whitespace: `[Route]`, `Binding<Bool>`.
  ///
  /// - Parameter node: Any syntax.
  /// - Returns: The compact text.
  package static func compact(_ node: some SyntaxProtocol) -> String {
    var text = ""
    for token in node.tokens(viewMode: .sourceAccurate) { text += token.text }
    return text
  }

  /// The same text as `node.trimmedDescription`, read from the node's one token when it is a
  /// plain name: a type name without generic arguments or a reference without argument
  /// names, with no unexpected text. `trimmedDescription` builds a copy of the node without
  /// its outer trivia and prints it (about 40,000 instructions a call); it is used for
  /// anything else.
  ///
  /// - Parameter node: Any syntax.
  /// - Returns: The node's text without its leading and trailing trivia.
  /// - Complexity: O(1) for a plain name; O(n) in the node's size otherwise.
  package static func trimmedText(_ node: some SyntaxProtocol) -> String {
    let syntax = Syntax(node)
    switch syntax.kind {
    case .identifierType:
      if let type = syntax.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
        type.unexpectedBeforeName == nil, type.unexpectedBetweenNameAndGenericArgumentClause == nil,
        type.unexpectedAfterGenericArgumentClause == nil, type.name.presence == .present
      {
        return type.name.text
      }
    case .declReferenceExpr:
      if let reference = syntax.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
        reference.unexpectedBeforeBaseName == nil,
        reference.unexpectedBetweenBaseNameAndArgumentNames == nil,
        reference.unexpectedAfterArgumentNames == nil, reference.baseName.presence == .present
      {
        return reference.baseName.text
      }
    default:
      break
    }
    return node.trimmedDescription
  }

  /// The generic arguments of a nominal type: `[Int]` for `Optional<Int>`.
  ///
  /// - Parameter type: Any type syntax.
  /// - Returns: The argument types; empty without a generic clause.
  package static func genericArguments(of type: TypeSyntax) -> [TypeSyntax] {
    let clause =
      type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
    guard let clause else { return [] }
    return clause.arguments.compactMap { argument in
      if case .type(let type) = argument.argument { return type }
      return nil
    }
  }
}
