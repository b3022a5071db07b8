import Foundation

/// The contents of one `.navlint.json`, checked against the known keys, rules and options.
///
/// ```json
/// {
///   "rules": {"navigation-view": {"enabled": true, "severity": "error",
///                                 "options": {"minimumOS": {"iOS": "16.0"}}}},
///   "included": ["Sources/**"], "excluded": ["Tests/**"],
///   "compositionRoot": ["Sources/App/**"], "previewPaths": ["Demo/**"]
/// }
/// ```
/// Globs are relative to the folder holding the file: `**` spans folders, `*` and `?` stay
/// within one name; a glob also matches everything under a folder it matches, and a glob
/// without `/` also matches a file name anywhere.
public struct Configuration: Hashable, Sendable {
  /// The folder globs are relative to (absolute).
  public var directory: String
  /// Per-rule settings by id.
  public var rules: [String: RuleSettings]
  /// When not empty, only matching files are linted.
  public var included: [String]
  /// Matching files are never linted.
  public var excluded: [String]
  /// Files where navigation state may be mutated.
  public var compositionRoot: [String]
  /// Files that are preview code as a whole: demo and example targets (`["Demo/**"]`).
  /// Default: ``defaultPreviewPaths``; a configured list replaces it.
  public var previewPaths: [String] = Configuration.defaultPreviewPaths

  /// The preview paths when none are configured: Xcode's `Preview Content` folders and
  /// preview apps of feature modules (`HomeFeaturePreviewApp.swift`). A folder named
  /// `Previews` is not among them: apps use that name for features (image previews).
  public static let defaultPreviewPaths = ["**/Preview Content/**", "**/*PreviewApp.swift"]
  /// A stable digest of the settings, part of every cache key.
  public var fingerprint: String

  /// The configuration used when no `.navlint.json` is found.
  ///
  /// - Parameter directory: The folder globs would be relative to.
  /// - Returns: All rules on with default severities and options.
  public static func defaults(directory: String) -> Configuration {
    Configuration(
      directory: directory,
      rules: [:],
      included: [],
      excluded: [],
      compositionRoot: [],
      fingerprint: "defaults"
    )
  }

  /// Reads and checks a `.navlint.json`.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The configuration.
  /// - Throws: ``ConfigurationError`` naming the file and the bad key, rule, option or value.
  public static func load(path: String) throws(ConfigurationError) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "the file cannot be read")
    }
    return try parse(data, path: path)
  }

  /// Checks configuration JSON.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - path: The file's path (globs are relative to its folder; errors name it).
  /// - Returns: The configuration.
  /// - Throws: ``ConfigurationError`` naming the bad key, rule, option or value.
  public static func parse(_ data: Data, path: String) throws(ConfigurationError) -> Configuration {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .unreadable(path: path, reason: "not valid JSON")
    }
    guard case .object(let members) = root else {
      throw .invalidValue(path: path, key: "(top level)", expected: "an object")
    }
    var configuration = Configuration.defaults(
      directory: (path as NSString).deletingLastPathComponent
    )
    configuration.fingerprint = StableHash.hex(of: Array(data))
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "rules":
        configuration.rules = try parseRules(value, path: path)
      case "included":
        configuration.included = try strings(value, key: key, path: path)
      case "excluded":
        configuration.excluded = try strings(value, key: key, path: path)
      case "compositionRoot":
        configuration.compositionRoot = try strings(value, key: key, path: path)
      case "previewPaths":
        configuration.previewPaths = try strings(value, key: key, path: path)
      default:
        throw .unknownKey(path: path, key: key)
      }
    }
    return configuration
  }

  /// The platforms a `minimumOS` option may name.
  static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

  private static func checkMinimumOS(
    _ versions: [String: JSONValue], key: String, path: String
  ) throws(ConfigurationError) {
    for (platform, value) in versions.sorted(by: { $0.key < $1.key }) {
      guard platforms.contains(platform) else {
        throw .invalidValue(
          path: path, key: "\(key).\(platform)",
          expected: "a known platform (\(platforms.joined(separator: ", ")))")
      }
      guard case .string(let version) = value, isVersion(version) else {
        throw .invalidValue(
          path: path, key: "\(key).\(platform)",
          expected: "a version such as \"16\", \"16.0\" or \"16.4.1\", not \(value.description)")
      }
    }
  }

  private static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  private static func strings(_ value: JSONValue, key: String, path: String)
    throws(ConfigurationError) -> [String]
  {
    guard RuleOptionKind.stringArray.accepts(value), case .array(let items) = value else {
      throw .invalidValue(path: path, key: key, expected: "an array of strings")
    }
    let patterns = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    if let bad = patterns.first(where: { !Glob($0).isValid }) {
      throw .invalidGlob(path: path, key: key, pattern: bad)
    }
    return patterns
  }

  private static func parseRules(_ value: JSONValue, path: String) throws(ConfigurationError)
    -> [String: RuleSettings]
  {
    guard case .object(let entries) = value else {
      throw .invalidValue(path: path, key: "rules", expected: "an object keyed by rule id")
    }
    var rules: [String: RuleSettings] = [:]
    for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
      guard let documentation = RuleRegistry.documentation(for: id) else {
        throw .unknownRule(path: path, id: id)
      }
      guard case .object(let fields) = entry else {
        throw .invalidValue(path: path, key: "rules.\(id)", expected: "an object")
      }
      var settings = RuleSettings()
      for (field, fieldValue) in fields.sorted(by: { $0.key < $1.key }) {
        let key = "rules.\(id).\(field)"
        switch field {
        case "enabled":
          guard case .bool(let flag) = fieldValue else {
            throw .invalidValue(path: path, key: key, expected: "true or false")
          }
          guard flag || id != "parse-error" else {
            throw .invalidValue(
              path: path, key: key, expected: "true: parse-error cannot be disabled")
          }
          settings.isEnabled = flag
        case "severity":
          guard case .string(let text) = fieldValue, let severity = Severity(rawValue: text) else {
            throw .invalidValue(path: path, key: key, expected: "\"warning\" or \"error\"")
          }
          guard severity == .error || id != "parse-error" else {
            throw .invalidValue(
              path: path, key: key, expected: "\"error\": parse-error is always an error")
          }
          settings.severity = severity
        case "options":
          guard case .object(let options) = fieldValue else {
            throw .invalidValue(path: path, key: key, expected: "an object")
          }
          for (name, optionValue) in options.sorted(by: { $0.key < $1.key }) {
            guard let declared = documentation.options.first(where: { $0.name == name }) else {
              throw .unknownOption(path: path, rule: id, option: name)
            }
            guard declared.kind.accepts(optionValue) else {
              throw .invalidValue(
                path: path, key: "\(key).\(name)", expected: declared.kind.expectation)
            }
            if name == "minimumOS", case .object(let versions) = optionValue {
              try checkMinimumOS(versions, key: "\(key).\(name)", path: path)
            }
          }
          settings.options = RuleOptions(options)
        default:
          throw .unknownRuleKey(path: path, key: key)
        }
      }
      rules[id] = settings
    }
    return rules
  }
}
