import SwiftSyntax

/// A navlint rule: reacts to syntax nodes of one file and reports findings.
///
/// How a rule runs:
/// - navlint parses each file once and walks its tree once. For every enabled rule it creates
///   one instance per file with ``init(context:)``, then calls ``visit(_:)`` on entering and
///   ``visitPost(_:)`` on leaving every node (tokens included, in source order, all `#if`
///   clauses included), and ``finish()`` after the walk. A rule therefore never walks the
///   tree itself for the file as a whole; it may look at a node's children or parents
///   (`node.parent`) from inside `visit`. A rule that needs a whole declaration reacts to
///   `StructDeclSyntax` / `ClassDeclSyntax` and inspects its members there.
/// - Rules cast the node they care about: `guard let call = node.as(FunctionCallExprSyntax.self)`,
///   and name its kind in ``visitedKinds`` so the walk skips them on every other node.
///   Instances are per file, so a rule may keep state (a stack of enclosing closures).
/// - Report with ``LintContext/report(_:at:fix:)`` anchored on a stable token (the
///   `NavigationView` name, the `buttonStyle` member name), never on leading trivia; the
///   context turns positions into 1-based line and UTF-8 column as `swiftc` prints them.
/// - A rule that can be fixed safely passes `fix:` edits (UTF-8 offsets of the file) with
///   its finding and sets `isCorrectable` in its documentation; `--fix` applies them,
///   re-parses and lints again.
/// - Cross-file facts come from ``LintContext/index`` (``ProjectIndex``, built from every
///   linted file before any rule runs) and ``LintContext/project`` (composition root,
///   router types, the package manifest).
/// - Suppression comments, severity, baseline and reporting are the engine's business.
///
/// Adding a rule: create `Tools/NavLintCore/Rules/<Name>Rule.swift` holding one
/// `final class <Name>Rule: Rule` whose ``documentation`` is the user-facing documentation
/// (summary, details including what the rule cannot see, options, marked examples), list
/// it in ``RuleRegistry/rules``, and add `Tests/NavLintTests/<Name>RuleTests.swift` with
/// `assertLint(<Name>Rule.self, "...1️⃣...")` cases for every trigger and near miss.
public protocol Rule: AnyObject, SendableMetatype {
  /// The rule's documentation; its `id` is the stable rule id.
  static var documentation: RuleDocumentation { get }

  /// Creates the rule's state for one file.
  ///
  /// - Parameter context: The file, options, index and the sink for findings.
  init(context: LintContext)

  /// The kinds of node this rule reacts to, or `nil` for every node.
  ///
  /// The walk calls ``visit(_:)`` and ``visitPost(_:)`` only for nodes of these kinds: a rule
  /// that casts the node to one or two syntax types names their kinds
  /// (`[.functionCallExpr]`) and costs nothing on the other nodes of the file. `nil` (the
  /// default) hands the rule every node, tokens included.
  static var visitedKinds: Set<SyntaxKind>? { get }

  /// Called when the walk enters `node` (before its children).
  ///
  /// - Parameter node: The node entered.
  func visit(_ node: Syntax)

  /// Called when the walk leaves `node` (after its children).
  ///
  /// - Parameter node: The node left.
  func visitPost(_ node: Syntax)

  /// Called once after the walk; rules that collect first and judge later report here.
  func finish()
}

extension Rule {
  /// The stable rule id.
  public static var id: String { documentation.id }

  public static var visitedKinds: Set<SyntaxKind>? { nil }

  public func visitPost(_ node: Syntax) {}

  public func finish() {}
}
