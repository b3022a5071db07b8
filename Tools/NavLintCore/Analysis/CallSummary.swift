import SwiftSyntax

/// What the index, the view facts and every rule ask of a call, computed once per call: the
/// name it constructs or calls, or the modifier it applies.
///
/// At most one of the two is set: a call is either `Name(...)` (also `SwiftUI.Name(...)`,
/// `self.name(...)`, `Name<A>(...)`) or `base.modifier(...)`.
package struct CallSummary: Sendable {
  /// The same as ``SwiftSyntax/FunctionCallExprSyntax/calleeName``.
  package var calleeName: String?
  /// The same as ``SwiftSyntax/FunctionCallExprSyntax/modifierName``.
  package var modifierName: String?

  /// Creates a summary from its parts.
  ///
  /// - Parameters:
  ///   - calleeName: The name the call constructs or calls.
  ///   - modifierName: The modifier the call applies.
  package init(calleeName: String?, modifierName: String?) {
    self.calleeName = calleeName
    self.modifierName = modifierName
  }

  /// Reads a call's callee once: one look at each expression's kind before it is cast,
  /// so no cast fails.
  ///
  /// - Parameter call: Any call.
  /// - Complexity: O(1), except for a member without a base, whose postfix `#if` is looked
  ///   for up the modifier chain.
  package init(_ call: FunctionCallExprSyntax) {
    let called = call.calledExpression
    switch called.kind {
    case .declReferenceExpr:
      calleeName = called.as(DeclReferenceExprSyntax.self)?.baseName.text
    case .genericSpecializationExpr:
      guard let inner = called.as(GenericSpecializationExprSyntax.self)?.expression else { break }
      switch inner.kind {
      case .declReferenceExpr:
        calleeName = inner.as(DeclReferenceExprSyntax.self)?.baseName.text
      case .memberAccessExpr:
        if let member = inner.as(MemberAccessExprSyntax.self), let base = member.base,
          Self.isQualifier(base)
        {
          calleeName = member.declName.baseName.text
        }
      default:
        break
      }
    case .memberAccessExpr:
      guard let member = called.as(MemberAccessExprSyntax.self) else { break }
      if let base = member.base {
        if Self.isQualifier(base) {
          calleeName = member.declName.baseName.text
        } else {
          modifierName = member.declName.baseName.text
        }
      } else if call.postfixIfConfig != nil {
        modifierName = member.declName.baseName.text
      }
    default:
      break
    }
  }

  /// Whether a member's base only qualifies the name: `SwiftUI` or `self`.
  private static func isQualifier(_ base: ExprSyntax) -> Bool {
    guard base.kind == .declReferenceExpr,
      let name = base.as(DeclReferenceExprSyntax.self)?.baseName
    else { return false }
    return name.text == "SwiftUI" || name.tokenKind == .keyword(.self)
  }
}
