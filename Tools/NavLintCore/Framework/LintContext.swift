import SwiftSyntax

/// What one rule sees of one file, and where it reports.
public struct LintContext {
  /// The parsed file.
  public let file: SourceFile
  /// The rule id findings are reported under.
  public let ruleID: String
  /// The configured severity of the rule.
  public let severity: Severity
  /// The rule's configured options (checked against its declared options).
  public let options: RuleOptions
  /// Facts about every file being linted (types, views, routes).
  public let index: ProjectIndex
  /// Facts about the project this file belongs to.
  public let project: ProjectInfo
  let collector: FindingCollector
  /// The summary of the call the walk is visiting, shared by the file's rules.
  let calls: CallSummaryCache

  /// The callee and modifier name of a call, read once per call for all rules of a file.
  ///
  /// - Parameter call: Any call; the one being visited is answered without reading it again.
  /// - Returns: Its summary.
  package func summary(of call: FunctionCallExprSyntax) -> CallSummary {
    calls.summary(of: call)
  }

  /// Reports a finding at the start of `node`'s first token (leading trivia skipped).
  ///
  /// - Parameters:
  ///   - message: What is wrong and what to do instead.
  ///   - node: The anchor, such as the `NavigationView` reference.
  ///   - fix: Edits that fix this finding safely, in UTF-8 offsets of the file.
  public func report(_ message: String, at node: some SyntaxProtocol, fix: [TextEdit] = []) {
    report(message, at: node.positionAfterSkippingLeadingTrivia, fix: fix)
  }

  /// Reports a finding at a position.
  ///
  /// - Parameters:
  ///   - message: What is wrong and what to do instead.
  ///   - position: The anchor position.
  ///   - fix: Edits that fix this finding safely, in UTF-8 offsets of the file.
  public func report(_ message: String, at position: AbsolutePosition, fix: [TextEdit] = []) {
    let location = file.location(of: position)
    collector.findings.append(
      Finding(
        ruleID: ruleID,
        severity: severity,
        message: message,
        location: location,
        lineText: file.lineText(location.line),
        fix: fix
      )
    )
  }
}
