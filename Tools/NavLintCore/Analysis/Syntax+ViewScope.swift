import SwiftSyntax

extension SyntaxProtocol {
  /// Whether walking up from view code must stop here: a declaration other than a variable
  /// (whose initializer or accessor may hold view code) or an `#if` (whose clauses are part
  /// of the code around them).
  package var endsViewScope: Bool {
    `is`(DeclSyntax.self) && !`is`(VariableDeclSyntax.self) && !`is`(IfConfigDeclSyntax.self)
  }
}
