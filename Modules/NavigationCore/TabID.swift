/// The identifier of a tab, such as `shop`; each tab owns one independent stack.
public struct TabID: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The tab's name, as links, saved state and JSON spell it.
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public static func < (lhs: TabID, rhs: TabID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public var description: String { rawValue }
}
