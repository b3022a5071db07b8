import FieldNotesFeature
import Foundation
import NavigationCore
import Testing

struct FieldNotesRouteTests {
  static let routes: [(FieldNotesRoute, String)] = [
    (.list, #"{"key":"fieldnotes.list"}"#),
    (.note(noteID: "note-1"), #"{"key":"fieldnotes.note","noteID":"note-1"}"#),
    (.newNote, #"{"key":"fieldnotes.newNote"}"#),
    (.editNote(noteID: "note-3"), #"{"key":"fieldnotes.editNote","noteID":"note-3"}"#),
  ]

  @Test func everyKeyIsCovered() {
    #expect(Self.routes.map(\.0.key) == FieldNotesRoute.keys)
    #expect(Set(FieldNotesRoute.keys).count == FieldNotesRoute.caseNames.count)
    #expect(FieldNotesRoute.keys.allSatisfy { $0.hasPrefix("fieldnotes.") })
  }

  @Test(arguments: routes)
  func jsonRoundTrip(route: FieldNotesRoute, json: String) throws {
    #expect(try RouteCoding.jsonString(for: route.erased) == json)
    let object = try JSONDecoder().decode([String: JSONScalar].self, from: Data(json.utf8))
    #expect(try RouteCoding.decode(FieldNotesRoute.self, from: object) == route)
  }

  @Test func noteWithoutAnIDIsRejected() {
    #expect(
      throws: RouteCodingError.invalidFields(
        key: "fieldnotes.note", reason: "missing field 'noteID'")
    ) {
      try RouteCoding.decode(FieldNotesRoute.self, from: ["key": .string("fieldnotes.note")])
    }
  }
}
