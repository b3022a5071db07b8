import Foundation
import NavigationCore
import TestSupport
import Testing

/// The flat route encoder must give exactly what the JSON path gives, for every shape.
struct RouteFieldEncoderTests {
  @Test(arguments: [
    FieldShapeRoute.plain.erased,
    FieldShapeRoute.text(id: "").erased,
    FieldShapeRoute.text(id: "true").erased,
    FieldShapeRoute.text(id: "1").erased,
    FieldShapeRoute.text(id: "é/🙂\u{0}\"").erased,
    FieldShapeRoute.number(value: 0).erased,
    FieldShapeRoute.number(value: 1).erased,
    FieldShapeRoute.number(value: -1).erased,
    FieldShapeRoute.number(value: .max).erased,
    FieldShapeRoute.number(value: .min).erased,
    FieldShapeRoute.flag(on: true).erased,
    FieldShapeRoute.flag(on: false).erased,
    FieldShapeRoute.unlabelled("op", 3).erased,
    FieldShapeRoute.double(value: 3).erased,
    FieldShapeRoute.double(value: 2.5).erased,
    FieldShapeRoute.uuid(id: UUID(uuidString: "5B7F2E0C-1D2A-4C3B-9E8F-0A1B2C3D4E5F")!).erased,
    FieldShapeRoute.optional(id: "x").erased,
    FieldShapeRoute.optional(id: nil).erased,
    FieldShapeRoute.nested(inner: .init(id: "x")).erased,
    FieldShapeRoute.small(value: 7).erased,
    FieldShapeRoute.keyed(key: "x").erased,
    AlphaRoute.home.erased,
    AlphaRoute.page(id: "op", number: 1085).erased,
  ])
  func fastPathEqualsTheJSONPath(route: AnyRoute) {
    let fast = Result { try RouteCoding.object(for: route) }
    let json = Result { try RouteCoding.jsonObject(for: route) }
    switch (fast, json) {
    case (.success(let fast), .success(let json)): #expect(fast == json)
    case (.failure(let fast), .failure(let json)): #expect("\(fast)" == "\(json)")
    default: Issue.record("fast \(fast) but JSON \(json)")
    }
  }

  @Test func scalarsKeepTheirKinds() throws {
    let object = try RouteCoding.object(for: FieldShapeRoute.unlabelled("op", 3).erased)
    #expect(object == ["key": .string("shape.unlabelled"), "_0": .string("op"), "_1": .integer(3)])
  }
}
