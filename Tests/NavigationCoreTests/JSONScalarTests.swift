import Foundation
import NavigationCore
import Testing

/// JSON values read as the scalar of their kind, exactly as the original order of attempts
/// (boolean, integer, number, string) read them.
struct JSONScalarTests {
  /// The original order of attempts, the reference.
  private struct ReferenceScalar: Decodable, Equatable {
    var value: JSONScalar

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Bool.self) {
        self.value = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self.value = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self.value = .number(value)
      } else if let value = try? container.decode(String.self) {
        self.value = .string(value)
      } else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "expected a string, number or boolean")
      }
    }
  }

  @Test(arguments: [
    ("true", JSONScalar.bool(true)), ("false", .bool(false)), ("0", .integer(0)),
    ("-1", .integer(-1)), ("1.0", .integer(1)), ("1e3", .integer(1000)), ("2.5", .number(2.5)),
    ("-0.0", .integer(0)), ("1e300", .number(1e300)),
    ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
    ("9223372036854775808", .number(9_223_372_036_854_775_808)), (#""x""#, .string("x")),
    (#""1""#, .string("1")), (#""true""#, .string("true")), (#""""#, .string("")),
  ])
  func eachKindReadsAsTheReferenceReadsIt(json: String, expected: JSONScalar) throws {
    let data = Data("[\(json)]".utf8)
    let scalar = try JSONDecoder().decode([JSONScalar].self, from: data)
    let reference = try JSONDecoder().decode([ReferenceScalar].self, from: data)
    #expect(scalar == [expected])
    #expect(reference.map(\.value) == [expected])
  }

  @Test func nullIsNoScalar() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([JSONScalar].self, from: Data("[null]".utf8))
    }
  }
}
