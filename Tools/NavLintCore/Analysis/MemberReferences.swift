import SwiftSyntax

/// Names an expression uses that may refer to members of the enclosing type.
package enum MemberReferences {
  /// The names referred to directly (`editor`, `makeEditor(note)`, `makeEditor` passed by
  /// reference, a capitalized `Actions`) or through `self.` in an expression, in source
  /// order; see ``isCandidate(_:)``.
  ///
  /// - Parameter expression: Any syntax.
  /// - Returns: The names, without duplicates.
  package static func names(in expression: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        isCandidate(reference)
      else { continue }
      if !names.contains(text) { names.append(text) }
    }
    return names
  }

  /// Whether a reference may name a member of the enclosing type: `editor`, `self.editor`,
  /// and capitalized names used as values (`Actions` in `VStack { Actions }`; a house style
  /// for view helpers), but not `Type.member`, `Type(...)` or `other.member`.
  ///
  /// - Parameter reference: A reference expression.
  /// - Returns: `true` when the name may be a member.
  package static func isCandidate(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard case .identifier(let text) = reference.baseName.tokenKind, let first = text.first,
      first.isLetter || first == "_"
    else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
      if member.declName.id == reference.id {
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          == .keyword(.self)
      }
      if first.isUppercase { return false }
    }
    guard first.isUppercase else { return true }
    if let call = reference.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == reference.id
    {
      return false
    }
    return !(reference.parent?.is(GenericSpecializationExprSyntax.self) ?? false)
  }
}
