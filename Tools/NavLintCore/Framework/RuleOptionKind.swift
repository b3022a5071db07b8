/// The JSON shape a rule option accepts; `.navlint.json` is checked against it.
public enum RuleOptionKind: String, Hashable, Sendable {
  /// `true` or `false`.
  case bool
  /// A string.
  case string
  /// An array of strings (globs, type names, module patterns).
  case stringArray
  /// An object whose values are strings, such as `{"iOS": "15.0"}`.
  case stringMap

  /// Whether `value` has this shape.
  ///
  /// - Parameter value: The configured value.
  /// - Returns: `true` when the value fits.
  package func accepts(_ value: JSONValue) -> Bool {
    switch (self, value) {
    case (.bool, .bool), (.string, .string): return true
    case (.stringArray, .array(let items)):
      return items.allSatisfy { if case .string = $0 { true } else { false } }
    case (.stringMap, .object(let members)):
      return members.values.allSatisfy { if case .string = $0 { true } else { false } }
    default: return false
    }
  }

  /// How the shape reads in an error message.
  package var expectation: String {
    switch self {
    case .bool: "a boolean"
    case .string: "a string"
    case .stringArray: "an array of strings"
    case .stringMap: "an object of strings"
    }
  }
}
