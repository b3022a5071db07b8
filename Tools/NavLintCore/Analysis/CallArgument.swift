import SwiftSyntax

/// One argument of a call as written: inside the parentheses or as a trailing closure.
package struct CallArgument: Sendable {
  /// The argument label, or `nil` for an unlabelled argument or the first trailing closure.
  package var label: String?
  /// The argument's expression (a closure for trailing closures).
  package var expression: ExprSyntax
  /// Whether the argument was written as a trailing closure.
  package var isTrailingClosure: Bool

  /// Creates an argument.
  ///
  /// - Parameters:
  ///   - label: The label, or `nil`.
  ///   - expression: The expression.
  ///   - isTrailingClosure: Whether it is a trailing closure.
  package init(label: String?, expression: ExprSyntax, isTrailingClosure: Bool) {
    self.label = label
    self.expression = expression
    self.isTrailingClosure = isTrailingClosure
  }
}
