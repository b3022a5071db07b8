import SwiftSyntax

/// The summary of the call the rule walk is visiting, shared by the rules of one file so
/// that each call's callee and modifier name are read once, not once per rule.
final class CallSummaryCache {
  private var currentID: SyntaxIdentifier?
  private var current = CallSummary(calleeName: nil, modifierName: nil)

  /// Computes and keeps the summary of the call the walk enters.
  ///
  /// - Parameter call: The call entered.
  func enter(_ call: FunctionCallExprSyntax) {
    current = CallSummary(call)
    currentID = call.id
  }

  /// The summary of a call: the kept one when it is the call the walk is visiting.
  ///
  /// - Parameter call: Any call.
  /// - Returns: Its summary.
  func summary(of call: FunctionCallExprSyntax) -> CallSummary {
    if let currentID, currentID == call.id { return current }
    return CallSummary(call)
  }
}
