/// One scalar JSON value: what a route field may hold.
public enum JSONScalar: Hashable, Sendable, Codable, CustomStringConvertible {
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)

  public init(from decoder: any Decoder) throws {
    // Each failed attempt builds an error with its coding path, so the common kinds go first
    // (route fields are integers and strings). JSON keeps the kinds apart: a string is never
    // a number or a boolean, a boolean never a number, so this order reads every value as
    // booleans-integers-numbers-strings did; an integral number stays an integer.
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a string, number or boolean")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    }
  }

  /// The value as text, such as `p1` or `42`.
  public var description: String {
    switch self {
    case .string(let value): value
    case .integer(let value): String(value)
    case .number(let value): String(value)
    case .bool(let value): String(value)
    }
  }
}
