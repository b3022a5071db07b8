import Foundation
import NavigationCore
import TestSupport
import Testing

/// The flat route decoder must give exactly what the JSON path gives, for every shape, and
/// hand every case it cannot decide to that path.
struct RouteFieldDecoderTests {
  /// One flat object and whether the fast path decides it (not the JSON path).
  struct Example: Sendable, CustomTestStringConvertible {
    var object: [String: JSONScalar]
    var isFast: Bool
    var testDescription: String { "\(object)" }

    init(_ key: String, _ fields: [String: JSONScalar] = [:], fast: Bool) {
      object = fields.merging(["key": .string("shape.\(key)")]) { _, key in key }
      isFast = fast
    }
  }

  static let examples: [Example] = [
    Example("plain", fast: true),
    Example("plain", ["extra": .integer(1)], fast: true),
    Example("plain", ["extra": .number(.nan)], fast: false),
    Example("plain", ["extra": .number(-.infinity)], fast: false),
    Example("text", ["id": .string("é/🙂\u{0}\"")], fast: true),
    Example("text", ["id": .string("")], fast: true),
    Example("text", ["id": .integer(1)], fast: false),
    Example("text", ["id": .bool(true)], fast: false),
    Example("text", [:], fast: false),
    Example("number", ["value": .integer(.max)], fast: true),
    Example("number", ["value": .integer(.min)], fast: true),
    Example("number", ["value": .number(3)], fast: false),
    Example("number", ["value": .number(2.5)], fast: false),
    Example("number", ["value": .string("3")], fast: false),
    Example("number", ["value": .bool(true)], fast: false),
    Example("flag", ["on": .bool(false)], fast: true),
    Example("flag", ["on": .integer(1)], fast: false),
    Example("unlabelled", ["_0": .string("op"), "_1": .integer(3)], fast: true),
    Example("unlabelled", ["_0": .string("op")], fast: false),
    Example("double", ["value": .number(2.5)], fast: false),
    Example("double", ["value": .integer(3)], fast: false),
    Example("optional", ["id": .string("x")], fast: true),
    Example("optional", [:], fast: true),
    Example("optional", ["id": .integer(1)], fast: false),
    Example("nested", ["inner": .string("x")], fast: false),
    Example("small", ["value": .integer(7)], fast: false),
    Example("small", ["value": .integer(700)], fast: false),
    Example("keyed", ["key": .string("x")], fast: false),
  ]

  @Test(arguments: examples)
  func fastPathEqualsTheJSONPath(example: Example) throws {
    guard case .string(let key)? = example.object["key"] else {
      Issue.record("no key")
      return
    }
    let caseName = String(key.dropFirst("shape.".count))
    let fast = RouteFieldDecoder.decode(
      FieldShapeRoute.self, caseName: caseName, object: example.object)
    let json = Result {
      try RouteCoding.jsonDecode(
        FieldShapeRoute.self, key: key, caseName: caseName, from: example.object)
    }
    #expect((fast != nil) == example.isFast)
    if let fast {
      #expect(try json.get() == fast)
    }
    let decoded = Result { try RouteCoding.decode(FieldShapeRoute.self, from: example.object) }
    switch (decoded, json) {
    case (.success(let decoded), .success(let json)): #expect(decoded == json)
    case (.failure(let decoded), .failure(let json)): #expect("\(decoded)" == "\(json)")
    default: Issue.record("decoded \(decoded) but JSON \(json)")
    }
  }

  @Test(arguments: [
    AlphaRoute.home.erased,
    AlphaRoute.item(id: "op").erased,
    AlphaRoute.page(id: "op", number: 1085).erased,
  ])
  func everyFakeRouteTakesTheFastPath(route: AnyRoute) throws {
    let object = try RouteCoding.object(for: route)
    let decoded = RouteFieldDecoder.decode(
      AlphaRoute.self, caseName: route.base.caseName, object: object)
    #expect(decoded?.erased == route)
  }
}
