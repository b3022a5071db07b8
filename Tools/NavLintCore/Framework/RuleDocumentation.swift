/// A rule's user-facing documentation: `navlint rules`, the README table and the SARIF
/// driver's rule list are rendered from it, and its examples are tests.
public struct RuleDocumentation: Hashable, Sendable {
  /// The stable id, kebab-case, such as `navigation-view`.
  public var id: String
  /// One sentence: what is reported (README table, SARIF `shortDescription`).
  public var summary: String
  /// Why, what to do instead, and what the rule cannot see without a type checker.
  public var details: String
  /// The severity when `.navlint.json` does not set one.
  public var defaultSeverity: Severity
  /// Whether `--fix` can rewrite some of its findings.
  public var isCorrectable: Bool
  /// The options the rule accepts; any other key under `options` is a configuration error.
  /// Every rule accepts ``RuleOptionDescription/includePreviews``.
  public var options: [RuleOptionDescription]
  /// Code that must produce a finding at every `1️⃣`, `2️⃣`, ... marker and nowhere else.
  public var triggeringExamples: [String]
  /// Code that must produce no finding (the near misses).
  public var nonTriggeringExamples: [String]
  /// The options the examples are linted with (empty: the defaults).
  public var exampleOptions: [String: JSONValue]
  /// For a correctable rule: source before `--fix` and the expected source after it.
  public var corrections: [Correction]

  /// One correction example: what `--fix` turns `input` into.
  public struct Correction: Hashable, Sendable {
    /// The source before the fix.
    public var input: String
    /// The source after every fix is applied.
    public var output: String

    /// Creates a correction example.
    ///
    /// - Parameters:
    ///   - input: The source before the fix.
    ///   - output: The source after it.
    public init(_ input: String, _ output: String) {
      self.input = input
      self.output = output
    }
  }

  /// Creates rule documentation.
  ///
  /// - Parameters:
  ///   - id: The stable id.
  ///   - summary: One sentence: what is reported.
  ///   - details: Why, what instead, and what the rule cannot see.
  ///   - defaultSeverity: The severity when not configured.
  ///   - isCorrectable: Whether `--fix` can rewrite findings.
  ///   - options: The accepted options.
  ///   - triggeringExamples: Marked examples that produce findings.
  ///   - nonTriggeringExamples: Examples that produce none.
  ///   - exampleOptions: The options the examples are linted with.
  ///   - corrections: Input and expected output of `--fix`, for correctable rules.
  public init(
    id: String,
    summary: String,
    details: String,
    defaultSeverity: Severity = .warning,
    isCorrectable: Bool = false,
    options: [RuleOptionDescription] = [],
    triggeringExamples: [String] = [],
    nonTriggeringExamples: [String] = [],
    exampleOptions: [String: JSONValue] = [:],
    corrections: [Correction] = []
  ) {
    self.id = id
    self.summary = summary
    self.details = details
    self.defaultSeverity = defaultSeverity
    self.isCorrectable = isCorrectable
    // Every rule follows the one preview policy and accepts `includePreviews`.
    self.options =
      options.contains { $0.name == RuleOptionDescription.includePreviews.name }
      ? options : options + [RuleOptionDescription.includePreviews]
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
    self.exampleOptions = exampleOptions
    self.corrections = corrections
  }
}
