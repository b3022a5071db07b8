import NavigationCore
import TestSupport
import Testing

struct RouteCodingTests {
  /// A route whose field is not a scalar, so it has no flat JSON form.
  private enum ListRoute: Route {
    case list(ids: [String])

    static let feature = "list"
    static let caseNames = ["list"]
  }

  /// A route whose feature name holds a dot that begins a longer character (a combining
  /// accent follows it): that dot does not end the feature name, the next one does.
  private enum AccentRoute: Route {
    case item(id: String)

    static let feature = "a.\u{301}b"
    static let caseNames = ["item"]
  }

  @Test func theCaseNameFollowsTheFirstDotCharacter() throws {
    let route = AccentRoute.item(id: "x")
    #expect(route.key == "a.\u{301}b.item")
    let object = try RouteCoding.object(for: route.erased)
    #expect(try RouteCoding.decode(AccentRoute.self, from: object) == route)
  }

  @Test(arguments: [
    AlphaRoute.home.erased,
    AlphaRoute.item(id: "op").erased,
    AlphaRoute.page(id: "op", number: 1085).erased,
  ])
  func alphaRoutesRoundTrip(route: AnyRoute) throws {
    let object = try RouteCoding.object(for: route)
    let decoded = try RouteCoding.decode(AlphaRoute.self, from: object)
    #expect(decoded.erased == route)
  }

  @Test func theFlatObjectLiftsFieldsBesideTheKey() throws {
    let object = try RouteCoding.object(for: AlphaRoute.page(id: "op", number: 3).erased)
    #expect(object == ["key": .string("alpha.page"), "id": .string("op"), "number": .integer(3)])
  }

  @Test func aCaseWithoutFieldsIsJustItsKey() throws {
    #expect(try RouteCoding.object(for: AlphaRoute.home.erased) == ["key": .string("alpha.home")])
  }

  @Test func jsonStringIsOneLineWithSortedKeys() throws {
    let json = try RouteCoding.jsonString(for: AlphaRoute.page(id: "a/b", number: 3).erased)
    #expect(json == #"{"id":"a/b","key":"alpha.page","number":3}"#)
    #expect(
      BetaRoute.toggle(isOn: true).erased.description == #"{"isOn":true,"key":"beta.toggle"}"#)
  }

  @Test func aBooleanFieldRoundTrips() throws {
    let object: [String: JSONScalar] = ["key": .string("beta.toggle"), "isOn": .bool(false)]
    #expect(try RouteCoding.decode(BetaRoute.self, from: object) == .toggle(isOn: false))
  }

  @Test func decodingWithoutAKeyFails() {
    #expect(throws: RouteCodingError.missingKey) {
      try RouteCoding.decode(AlphaRoute.self, from: ["id": .string("op")])
    }
    #expect(throws: RouteCodingError.missingKey) {
      try RouteCoding.decode(AlphaRoute.self, from: ["key": .integer(1)])
    }
  }

  @Test func decodingAnotherTypesKeyFails() {
    let object: [String: JSONScalar] = ["key": .string("beta.item"), "id": .string("op")]
    #expect(throws: RouteCodingError.unknownKey("beta.item")) {
      try RouteCoding.decode(AlphaRoute.self, from: object)
    }
  }

  @Test func decodingWithAMissingFieldNamesTheField() {
    let object: [String: JSONScalar] = ["key": .string("alpha.page"), "id": .string("op")]
    #expect(
      throws: RouteCodingError.invalidFields(key: "alpha.page", reason: "missing field 'number'")
    ) {
      try RouteCoding.decode(AlphaRoute.self, from: object)
    }
  }

  @Test func decodingAFieldOfTheWrongTypeNamesTheField() throws {
    let object: [String: JSONScalar] = [
      "key": .string("alpha.page"), "id": .string("op"), "number": .string("three"),
    ]
    let error = try #require(throws: RouteCodingError.self) {
      try RouteCoding.decode(AlphaRoute.self, from: object)
    }
    guard case .invalidFields(let key, let reason) = error else {
      Issue.record("expected invalidFields, got \(error)")
      return
    }
    #expect(key == "alpha.page")
    #expect(reason == "field 'number' is not of type Int")
  }

  /// Foundation reports a number that does not fit an integer field as "The given data was
  /// not valid JSON." with no coding path; the reason names the field and its value instead.
  @Test(arguments: [
    (["value": JSONScalar.number(2.5)], "field 'value' is 2.5, a number its type cannot hold"),
    (["value": .number(1e20)], "field 'value' is 1e+20, a number its type cannot hold"),
    (["value": .number(-1e300)], "field 'value' is -1e+300, a number its type cannot hold"),
  ])
  func aNumberThatDoesNotFitItsFieldIsNamed(fields: [String: JSONScalar], reason: String) {
    let object = fields.merging(["key": .string("shape.number")]) { old, _ in old }
    #expect(throws: RouteCodingError.invalidFields(key: "shape.number", reason: reason)) {
      try RouteCoding.decode(FieldShapeRoute.self, from: object)
    }
  }

  @Test func onlyTheNumbersThatDoNotFitAreNamed() throws {
    #expect(
      try RouteCoding.decode(
        FieldShapeRoute.self, from: ["key": .string("shape.double"), "value": .number(2.5)])
        == .double(value: 2.5))
    #expect(
      throws: RouteCodingError.invalidFields(
        key: "shape.small", reason: "field 'value' is 300.5, a number its type cannot hold")
    ) {
      try RouteCoding.decode(
        FieldShapeRoute.self,
        from: ["key": .string("shape.small"), "value": .number(300.5), "other": .number(1.5)])
    }
    #expect(
      throws: RouteCodingError.invalidFields(
        key: "shape.small", reason: "field 'value' is 300, a number its type cannot hold")
    ) {
      try RouteCoding.decode(
        FieldShapeRoute.self, from: ["key": .string("shape.small"), "value": .integer(300)])
    }
  }

  @Test func aRouteWithANonScalarFieldIsNotEncodable() {
    #expect(throws: RouteCodingError.notEncodable(key: "list.list")) {
      try RouteCoding.object(for: ListRoute.list(ids: ["a"]).erased)
    }
    #expect(ListRoute.list(ids: ["a"]).erased.description == "list.list")
  }

  @Test func errorDescriptionsNameTheBadInput() {
    #expect(RouteCodingError.missingKey.description == #"a route object needs a string "key""#)
    #expect(
      RouteCodingError.unknownKey("x.y").description
        == "no feature registered the route key 'x.y'")
    #expect(
      RouteCodingError.invalidFields(key: "alpha.page", reason: "missing field 'id'").description
        == "route 'alpha.page': missing field 'id'")
    #expect(
      RouteCodingError.notEncodable(key: "list.list").description
        == "route 'list.list' does not encode as one case with labelled scalar fields")
  }
}
