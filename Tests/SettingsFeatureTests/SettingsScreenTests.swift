import Foundation
import NavigationCore
import SettingsFeature
import Testing
import UserData

@MainActor
struct SettingsScreenTests {
  @Test func homeShowsCurrentValuesFromDependencies() throws {
    // The test target does not import MangaCatalog, so progress comes in as saved JSON.
    var state = try JSONDecoder().decode(
      UserDataState.self,
      from: Data(
        #"""
        {"progress": {"op": {"seriesID": "op", "chapter": 1085, "page": 3},
                      "aot": {"seriesID": "aot", "chapter": 2, "page": 1}},
         "lists": {}, "notes": [], "unlockedNoteIDs": [],
         "settings": {"readingDirection": "rightToLeft", "appearance": "system",
                      "notesPasscode": "1234"}}
        """#.utf8))
    state.settings = AppSettings(readingDirection: .vertical, appearance: .dark)
    let screen = SettingsFeature.testing(state).screen(for: .home, in: .settings())
    #expect(
      screen
        == Screen(
          title: "Settings",
          rows: [
            ScreenRow(
              "Reading direction", detail: "Vertical",
              intent: SettingsFeature.intent(.readingDirectionTapped)),
            ScreenRow(
              "Appearance", detail: "Dark", intent: SettingsFeature.intent(.appearanceTapped)),
            ScreenRow(
              "Notes passcode", detail: "Locks 0 notes",
              intent: SettingsFeature.intent(.passcodeTapped)),
            ScreenRow("About", detail: "9.9.9", intent: SettingsFeature.intent(.aboutTapped)),
            ScreenRow(
              "Reset reading progress", detail: "2 series",
              intent: SettingsFeature.intent(.resetProgressTapped)),
          ]))
  }

  @Test func homeShowsDefaultsOnAFreshStart() {
    let screen = SettingsFeature.testing(.sample).screen(for: .home, in: .settings())
    #expect(
      screen.rows.map(\.detail) == [
        "Right to left", "System", "Locks 1 note", "9.9.9", "0 series",
      ])
  }

  @Test func readingDirectionChooserMarksTheCurrentDirection() {
    let state = UserDataState(settings: AppSettings(readingDirection: .leftToRight))
    let screen = SettingsFeature.testing(state).screen(
      for: .readingDirection, in: .settings([.readingDirection]))
    #expect(
      screen
        == Screen(
          title: "Reading direction",
          rows: [
            ScreenRow(
              "Right to left", intent: SettingsFeature.intent(.readingDirectionChosen(.rightToLeft))
            ),
            ScreenRow(
              "Left to right", detail: "Current",
              intent: SettingsFeature.intent(.readingDirectionChosen(.leftToRight))),
            ScreenRow(
              "Vertical", intent: SettingsFeature.intent(.readingDirectionChosen(.vertical))),
          ]))
  }

  @Test func appearanceChooserMarksTheCurrentAppearance() {
    let state = UserDataState(settings: AppSettings(appearance: .light))
    let screen = SettingsFeature.testing(state).screen(
      for: .appearance, in: .settings([.appearance]))
    #expect(
      screen
        == Screen(
          title: "Appearance",
          rows: [
            ScreenRow("System", intent: SettingsFeature.intent(.appearanceChosen(.system))),
            ScreenRow(
              "Light", detail: "Current", intent: SettingsFeature.intent(.appearanceChosen(.light))),
            ScreenRow("Dark", intent: SettingsFeature.intent(.appearanceChosen(.dark))),
          ]))
  }

  @Test func passcodeScreenAsksForTheCurrentPasscode() throws {
    let screen = SettingsFeature.testing().screen(for: .passcode, in: .settings([.passcode]))
    #expect(screen.title == "Notes passcode")
    #expect(screen.state == .content)
    #expect(screen.body == "Type the current passcode to change it.")
    #expect(screen.rows.isEmpty)
    let input = try #require(screen.textInput)
    #expect(input.label == "Current passcode")
    #expect(input.text == "")
    #expect(input.intent(for: "1234") == SettingsFeature.intent(.currentPasscodeTyped("1234")))
  }

  @Test func newPasscodeScreenTakesANewPasscodeOnceTheCurrentOneWasTyped() throws {
    let feature = SettingsFeature.testing(UserDataState(passcodeChangeAllowed: true))
    let screen = feature.screen(for: .newPasscode, in: .settings([.newPasscode]))
    #expect(screen.title == "New passcode")
    #expect(screen.state == .content)
    #expect(
      screen.body
        == "Type a new passcode of 4 to 8 digits. Changing it locks every unlocked note again.")
    let input = try #require(screen.textInput)
    #expect(input.label == "New passcode")
    #expect(input.intent(for: "5678") == SettingsFeature.intent(.newPasscodeTyped("5678")))
  }

  @Test func newPasscodeScreenIsLockedWithoutTheCurrentPasscode() {
    let screen = SettingsFeature.testing().screen(
      for: .newPasscode, in: .settings([.newPasscode]))
    #expect(
      screen
        == Screen(
          title: "New passcode", state: .locked,
          body: "Type the current passcode first: open Settings, then Notes passcode."))
  }

  @Test func aboutShowsTheVersion() {
    let screen = SettingsFeature.testing().screen(for: .about, in: .settings([.about]))
    #expect(
      screen
        == Screen(
          title: "About",
          body: "Hoist 9.9.9: a manga reader with field notes, built on navigation as data."))
  }

  @Test func registration() {
    let feature = SettingsFeature.testing()
    #expect(SettingsFeature.name == "settings")
    #expect(SettingsFeature.name == SettingsRoute.feature)
    #expect(feature.tab == "settings")
    #expect(feature.tabRoot == .home)
    #expect(feature.erasedTabRoot == SettingsRoute.home.erased)
  }
}
