import Foundation
import NavigationCore
import SettingsFeature
import Testing

struct SettingsRouteTests {
  static let routes: [(SettingsRoute, String)] = [
    (.home, #"{"key":"settings.home"}"#),
    (.readingDirection, #"{"key":"settings.readingDirection"}"#),
    (.appearance, #"{"key":"settings.appearance"}"#),
    (.passcode, #"{"key":"settings.passcode"}"#),
    (.newPasscode, #"{"key":"settings.newPasscode"}"#),
    (.about, #"{"key":"settings.about"}"#),
  ]

  @Test func everyKeyIsCovered() {
    #expect(Self.routes.map(\.0.key) == SettingsRoute.keys)
    #expect(Set(SettingsRoute.keys).count == SettingsRoute.caseNames.count)
    #expect(SettingsRoute.keys.allSatisfy { $0.hasPrefix("settings.") })
  }

  @Test(arguments: routes)
  func jsonRoundTrip(route: SettingsRoute, json: String) throws {
    #expect(try RouteCoding.jsonString(for: route.erased) == json)
    let object = try JSONDecoder().decode([String: JSONScalar].self, from: Data(json.utf8))
    #expect(try RouteCoding.decode(SettingsRoute.self, from: object) == route)
  }

  @Test func unknownKeyIsRejected() {
    #expect(throws: RouteCodingError.unknownKey("settings.privacy")) {
      try RouteCoding.decode(SettingsRoute.self, from: ["key": .string("settings.privacy")])
    }
  }
}
