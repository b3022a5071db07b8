import SwiftSyntax

extension LintContext {
  /// Reports a finding no more severe than `ceiling`: a rule whose findings differ in
  /// weight reports its lighter ones as warnings even when configured as errors, while a
  /// rule configured as `warning` stays a warning.
  ///
  /// - Parameters:
  ///   - message: What is wrong and what to do instead.
  ///   - node: The anchor.
  ///   - ceiling: The highest severity this finding may have.
  package func report(_ message: String, at node: some SyntaxProtocol, atMost ceiling: Severity) {
    let location = file.location(of: node.positionAfterSkippingLeadingTrivia)
    collector.findings.append(
      Finding(
        ruleID: ruleID,
        severity: min(severity, ceiling),
        message: message,
        location: location,
        lineText: file.lineText(location.line)
      )
    )
  }
}
