/// The options configured for one rule, already checked against its declared options.
///
/// Accessors return `nil` when the option is absent, so a rule writes
/// `context.options.bool("includePreviews") ?? false`.
public struct RuleOptions: Hashable, Sendable {
  /// The raw configured values by key.
  public var values: [String: JSONValue]

  /// Creates options.
  ///
  /// - Parameter values: The configured values by key.
  public init(_ values: [String: JSONValue] = [:]) {
    self.values = values
  }

  /// A boolean option.
  ///
  /// - Parameter name: The option key.
  /// - Returns: The value, or `nil` when absent or not a boolean.
  public func bool(_ name: String) -> Bool? {
    if case .bool(let value) = values[name] { value } else { nil }
  }

  /// A string option.
  ///
  /// - Parameter name: The option key.
  /// - Returns: The value, or `nil` when absent or not a string.
  public func string(_ name: String) -> String? {
    if case .string(let value) = values[name] { value } else { nil }
  }

  /// A string-array option.
  ///
  /// - Parameter name: The option key.
  /// - Returns: The strings, or `nil` when absent or not an array.
  public func strings(_ name: String) -> [String]? {
    guard case .array(let items) = values[name] else { return nil }
    return items.compactMap { if case .string(let value) = $0 { value } else { nil } }
  }

  /// A string-map option.
  ///
  /// - Parameter name: The option key.
  /// - Returns: The map, or `nil` when absent or not an object.
  public func stringMap(_ name: String) -> [String: String]? {
    guard case .object(let members) = values[name] else { return nil }
    return members.compactMapValues { if case .string(let value) = $0 { value } else { nil } }
  }
}
