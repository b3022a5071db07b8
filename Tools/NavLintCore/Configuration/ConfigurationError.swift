/// A `.navlint.json` that navlint cannot use; the run exits 2.
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read or is not JSON.
  case unreadable(path: String, reason: String)
  /// A key navlint does not know.
  case unknownKey(path: String, key: String)
  /// A rule id navlint does not know.
  case unknownRule(path: String, id: String)
  /// An option the rule does not declare.
  case unknownOption(path: String, rule: String, option: String)
  /// A value of the wrong shape.
  case invalidValue(path: String, key: String, expected: String)
  /// A key inside a rule's settings that is not `enabled`, `severity` or `options`.
  case unknownRuleKey(path: String, key: String)
  /// A glob with an unbalanced `[`.
  case invalidGlob(path: String, key: String, pattern: String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "\(path): cannot read configuration: \(reason)"
    case .unknownKey(let path, let key):
      "\(path): unknown key '\(key)' (known: rules, included, excluded, compositionRoot, previewPaths)"
    case .unknownRuleKey(let path, let key):
      "\(path): unknown key '\(key)' (known: enabled, severity, options)"
    case .unknownRule(let path, let id):
      "\(path): unknown rule id '\(id)'; run 'navlint rules' for the list"
    case .unknownOption(let path, let rule, let option):
      "\(path): rule '\(rule)' has no option '\(option)'; run 'navlint rules' for its options"
    case .invalidValue(let path, let key, let expected):
      "\(path): '\(key)' must be \(expected)"
    case .invalidGlob(let path, let key, let pattern):
      "\(path): '\(key)' has a malformed glob '\(pattern)': a '[' has no matching ']'"
    }
  }
}
