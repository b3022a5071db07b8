/// One typed rule option, declared once: its key, value type, default and documentation.
///
/// A rule declares `static let routerTypes = RuleOption<[String]>("routerTypes", ...)`, lists
/// `routerTypes.description` in its documentation (which `.navlint.json` is checked against
/// and `navlint rules` prints, default included), and reads
/// `context.options.value(Self.routerTypes)`: the configured value or the default.
public struct RuleOption<Value: RuleOptionValue>: Sendable {
  /// The key under `rules.<id>.options`.
  public let name: String
  /// The value when the option is not configured; `nil` when the rule works it out.
  public let defaultValue: Value?
  /// What the option does, without its default.
  public let summary: String
  /// How the default reads when it is not a plain value (`"found from the stack bindings"`).
  public let defaultDescription: String?

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - name: The key.
  ///   - defaultValue: The value when not configured; `nil` when the rule works it out.
  ///   - summary: What the option does, one or two sentences, without the default.
  ///   - defaultDescription: How a computed default reads; by default the value itself.
  public init(
    _ name: String, default defaultValue: Value?, _ summary: String,
    defaultDescription: String? = nil
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.summary = summary
    self.defaultDescription = defaultDescription
  }

  /// The option as documentation and configuration checking see it.
  public var description: RuleOptionDescription {
    let shown = defaultDescription ?? defaultValue.map { $0.documentationText } ?? "none"
    return RuleOptionDescription(name, Value.kind, "\(summary) Default: \(shown).")
  }
}

/// A Swift type a rule option's JSON value is read as.
public protocol RuleOptionValue: Sendable {
  /// The JSON shape `.navlint.json` is checked against.
  static var kind: RuleOptionKind { get }
  /// Reads a configured value.
  ///
  /// - Parameter json: The value, already checked against ``kind``.
  init?(json: JSONValue)
  /// The value as the documentation shows a default.
  var documentationText: String { get }
}

extension Bool: RuleOptionValue {
  public static var kind: RuleOptionKind { .bool }
  public init?(json: JSONValue) {
    guard case .bool(let value) = json else { return nil }
    self = value
  }
  public var documentationText: String { self ? "true" : "false" }
}

extension Array: RuleOptionValue where Element == String {
  public static var kind: RuleOptionKind { .stringArray }
  public init?(json: JSONValue) {
    guard case .array(let items) = json else { return nil }
    self = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }
  public var documentationText: String {
    "[" + map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}

extension Dictionary: RuleOptionValue where Key == String, Value == String {
  public static var kind: RuleOptionKind { .stringMap }
  public init?(json: JSONValue) {
    guard case .object(let members) = json else { return nil }
    self = members.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
  }
  public var documentationText: String {
    "{"
      + sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
      .joined(separator: ", ") + "}"
  }
}

extension RuleOptions {
  /// A typed option's configured value, or its default.
  ///
  /// - Parameter option: The option's declaration.
  /// - Returns: The configured value, else the default (`nil` when the rule works it out).
  public func value<Value>(_ option: RuleOption<Value>) -> Value? {
    values[option.name].flatMap(Value.init(json:)) ?? option.defaultValue
  }

  /// Whether a typed option is configured (rather than defaulted).
  ///
  /// - Parameter option: The option's declaration.
  /// - Returns: `true` when `.navlint.json` sets it.
  public func isConfigured<Value>(_ option: RuleOption<Value>) -> Bool {
    values[option.name] != nil
  }
}
