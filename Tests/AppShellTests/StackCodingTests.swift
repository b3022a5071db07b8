import AppShell
import Foundation
import NavigationCore
import NavigationPersistence
import Testing

/// A saved stack reads and writes exactly as the synthesized `Codable` form of its fields
/// did, with `[String: JSONScalar]` route objects: the same values, the same bytes, and the
/// same errors at the same places.
struct StackCodingTests {
  /// The synthesized form a stack had, the reference.
  private struct SynthesizedStack: Codable {
    var path: [[String: JSONScalar]]
    var presentation: AppSnapshot.Modal?
  }

  /// Stacks whose fields change kinds from one route object to the next.
  static let readable = [
    #"{"path":[]}"#,
    #"{"path":[{}],"other":1}"#,
    #"{"path":[{"key":"library.series","seriesID":"op"},{"key":"reader.chapter","seriesID":"op","chapter":1085}]}"#,
    #"{"path":[{"id":"x"},{"id":3},{"id":true},{"id":2.5},{"id":3},{"id":"3"},{"id":3.0},{"id":-0},{"id":1e2},{"id":false}]}"#,
    #"{"path":[{"7":"seven","key":"x"},{"7":7,"key":"y","é/🙂":"\u0000\""}]}"#,
    #"{"path":[{"n":9223372036854775807},{"n":9223372036854775808},{"n":-1}]}"#,
    #"{"path":[{"key":"a"}],"presentation":{"style":"sheet","root":{"key":"b","id":"x"},"stack":{"path":[{"key":"c","n":1},{"key":"d","n":"1"}]}}}"#,
  ]

  /// A stack whose route objects hold more field names than the reader remembers kinds for
  /// (16), each name changing kind from one object to the next.
  static let manyNames: [String] = {
    let values = [#""x""#, "3", "true", "2.5", "-0", #""3""#, "1e2"]
    let objects = (0..<3).map { round in
      "{"
        + (0..<20).map { field in #""f\#(field)":\#(values[(field + round) % values.count])"# }
        .joined(separator: ",") + "}"
    }
    return [#"{"path":["# + objects.joined(separator: ",") + "]}"]
  }()

  /// Stacks that do not read, at every level a route object has. (A route object's field that
  /// is not a scalar does not fail the stack: see ``fieldsThatAreNotScalarsAreLeftOut()``.)
  static let unreadable = [
    #"{}"#,
    #"[]"#,
    #"{"path":null}"#,
    #"{"path":"x"}"#,
    #"{"path":[3]}"#,
    #"{"path":[null]}"#,
    #"{"path":[[]]}"#,
    #"{"path":[],"presentation":3}"#,
  ]

  /// A decoding error as the state file's diagnosis reads it: its case, field path and text.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" }
        .joined(separator: ".") + ": " + context.debugDescription
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "keyNotFound \(key.stringValue) \(path(context))"
    case .typeMismatch(let type, let context): return "typeMismatch \(type) \(path(context))"
    case .valueNotFound(let type, let context): return "valueNotFound \(type) \(path(context))"
    case .dataCorrupted(let context): return "dataCorrupted \(path(context))"
    @unknown default: return "\(error)"
    }
  }

  @Test(arguments: readable + manyNames)
  func readsAsTheSynthesizedForm(json: String) throws {
    let data = Data(json.utf8)
    let stack = try JSONDecoder().decode(AppSnapshot.Stack.self, from: data)
    let reference = try JSONDecoder().decode(SynthesizedStack.self, from: data)
    #expect(stack.path == reference.path)
    #expect(stack.presentation == reference.presentation)
  }

  @Test func fieldsKeepTheirKindsWhateverTheObjectBeforeHad() throws {
    let json = #"{"path":[{"id":"x"},{"id":3},{"id":true},{"id":2.5},{"id":3},{"id":"3"}]}"#
    let stack = try JSONDecoder().decode(AppSnapshot.Stack.self, from: Data(json.utf8))
    #expect(
      stack.path == [
        ["id": .string("x")], ["id": .integer(3)], ["id": .bool(true)], ["id": .number(2.5)],
        ["id": .integer(3)], ["id": .string("3")],
      ])
  }

  @Test func fieldsThatAreNotScalarsAreLeftOut() throws {
    let json = #"""
      {"path":[{"key":"a","id":null},{"key":"b","id":[1],"n":2},{"key":"c","id":{"a":1}}],
       "presentation":{"style":"sheet","root":{"key":"d","x":[]},
                       "stack":{"path":[{"key":"e","y":null}]}}}
      """#
    let stack = try JSONDecoder().decode(AppSnapshot.Stack.self, from: Data(json.utf8))
    #expect(
      stack.path == [
        ["key": .string("a")], ["key": .string("b"), "n": .integer(2)], ["key": .string("c")],
      ])
    let modal = try #require(stack.presentation)
    #expect(modal.root == ["key": .string("d")])
    #expect(modal.stack.path == [["key": .string("e")]])
  }

  @Test(arguments: unreadable)
  func failsAsTheSynthesizedFormFails(json: String) {
    let data = Data(json.utf8)
    let stack = Result { try JSONDecoder().decode(AppSnapshot.Stack.self, from: data) }
    let reference = Result { try JSONDecoder().decode(SynthesizedStack.self, from: data) }
    switch (stack, reference) {
    case (.failure(let error), .failure(let expected)):
      #expect(Self.describe(error) == Self.describe(expected))
    default:
      Issue.record("stack \(stack) but the synthesized form \(reference)")
    }
  }

  @Test(arguments: readable + manyNames)
  func writesTheSynthesizedFormsBytes(json: String) throws {
    let reference = try JSONDecoder().decode(SynthesizedStack.self, from: Data(json.utf8))
    let stack = AppSnapshot.Stack(path: reference.path, presentation: reference.presentation)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    #expect(try encoder.encode(stack) == encoder.encode(reference))
    #expect(try JournalEncoder.encode(stack) == JournalEncoder.encode(reference))
  }
}
