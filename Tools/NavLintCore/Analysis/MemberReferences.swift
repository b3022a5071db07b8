import SwiftSyntax

/// Names an expression uses that may refer to members of the enclosing type.
package enum MemberReferences {
  /// The lower-case names referred to directly (`editor`, `makeEditor(note)`, `makeEditor`
  /// passed by reference) or through `self.` in an expression, in source order.
  ///
  /// - Parameter expression: Any syntax.
  /// - Returns: The names, without duplicates.
  package static func names(in expression: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let first = text.first, first.isLowercase
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self),
          base.baseName.tokenKind == .keyword(.self)
        else { continue }
      }
      if !names.contains(text) { names.append(text) }
    }
    return names
  }
}
