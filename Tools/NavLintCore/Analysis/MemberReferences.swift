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
  /// and capitalized names used as values (`Actions` in `VStack { Actions }`, `Details` in
  /// `Details.background(...)`; a house style for view helpers), but not `Type(...)` or
  /// `other.member`.
  ///
  /// - Parameter reference: A reference expression.
  /// - Returns: `true` when the name may be a member.
  package static func isCandidate(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard case .identifier(let text) = reference.baseName.tokenKind, let first = Start(text),
      first.isLetter || first.isUnderscore
    else { return false }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
      if member.declName.id == reference.id {
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          == .keyword(.self)
      }
      // `Details.background(...)`: a capitalized name at the base of a member access may be
      // a view helper at the base of a modifier chain as well as a type; a lookup of the
      // member in the enclosing type tells them apart.
    }
    guard first.isUppercase else { return true }
    if let call = reference.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == reference.id
    {
      return false
    }
    return !(reference.parent?.is(GenericSpecializationExprSyntax.self) ?? false)
  }

  /// What ``isCandidate(_:)`` asks of a name's first character.
  private struct Start {
    var isLetter: Bool
    var isUnderscore: Bool
    var isUppercase: Bool

    /// Read from the first byte when it and the next are ASCII (the first character is then
    /// that byte: only CR LF joins two ASCII bytes), from the `Character` otherwise.
    init?(_ text: String) {
      var bytes = text.utf8.makeIterator()
      guard let byte = bytes.next() else { return nil }
      if byte < 0x80, (bytes.next() ?? 0) < 0x80 {
        isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        isLetter = isUppercase || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        isUnderscore = byte == UInt8(ascii: "_")
        return
      }
      guard let first = text.first else { return nil }
      isLetter = first.isLetter
      isUnderscore = first == "_"
      isUppercase = first.isUppercase
    }
  }
}
