import Foundation
import NavigationCore
import SettingsFeature
import Testing
import UserData

struct SettingsIntentTests {
  let feature = SettingsFeature.testing()

  @Test(arguments: [
    (SettingsIntent.readingDirectionTapped, SettingsRoute.readingDirection),
    (.appearanceTapped, .appearance),
    (.passcodeTapped, .passcode),
    (.aboutTapped, .about),
  ])
  func homeRowsPushTheirScreen(intent: SettingsIntent, route: SettingsRoute) {
    #expect(
      feature.handle(intent, in: .settings()) == Outcome(commands: [.push(route.erased)]))
  }

  @Test func choosingADirectionSavesItAndGoesBack() {
    #expect(
      feature.handle(.readingDirectionChosen(.vertical), in: .settings([.readingDirection]))
        == Outcome(
          commands: [.back], changes: [.setReadingDirection(.vertical)],
          message: "Reading direction: Vertical."))
  }

  @Test func choosingAnAppearanceSavesItAndGoesBack() {
    #expect(
      feature.handle(.appearanceChosen(.dark), in: .settings([.appearance]))
        == Outcome(
          commands: [.back], changes: [.setAppearance(.dark)], message: "Appearance: Dark."))
  }

  @Test func choosingWhenTheChooserIsNotOnTopDoesNotGoBack() {
    #expect(
      feature.handle(.appearanceChosen(.light), in: .settings([.about]))
        == Outcome(changes: [.setAppearance(.light)], message: "Appearance: Light."))
  }

  @Test func rightCurrentPasscodeReplacesTheScreenWithTheNewPasscodeStep() {
    #expect(
      feature.handle(.currentPasscodeTyped("1234"), in: .settings([.passcode]))
        == Outcome(
          commands: [.replaceTop(SettingsRoute.newPasscode.erased)],
          changes: [.allowPasscodeChange]))
  }

  @Test func rightCurrentPasscodeFromElsewherePushesTheNewPasscodeStep() {
    #expect(
      feature.handle(.currentPasscodeTyped("1234"), in: .settings([.about]))
        == Outcome(
          commands: [.push(SettingsRoute.newPasscode.erased)],
          changes: [.allowPasscodeChange]))
  }

  @Test(arguments: ["4321", "", "12345", " 1234", "1234 "])
  func wrongCurrentPasscodeIsRejected(text: String) {
    #expect(
      feature.handle(.currentPasscodeTyped(text), in: .settings([.passcode]))
        == .rejected("Wrong current passcode: type the passcode that unlocks notes now."))
  }

  @Test(arguments: ["1234", "0000", "12345678", "987654"])
  func validNewPasscodeIsSavedWithBackAndMessage(passcode: String) {
    let feature = SettingsFeature.testing(UserDataState(passcodeChangeAllowed: true))
    #expect(
      feature.handle(.newPasscodeTyped(passcode), in: .settings([.newPasscode]))
        == Outcome(
          commands: [.back], changes: [.setNotesPasscode(passcode)],
          message: "Notes passcode changed. Unlocked notes are locked again."))
  }

  @Test func newPasscodeWithoutTheCurrentOneIsRejected() {
    #expect(
      feature.handle(.newPasscodeTyped("5678"), in: .settings([.newPasscode]))
        == .rejected("Type the current passcode first: open Settings, then Notes passcode."))
  }

  @Test(arguments: [
    ("12", "“12” has 2 digits: a passcode has 4 to 8 digits."),
    ("123456789", "“123456789” has 9 digits: a passcode has 4 to 8 digits."),
    ("abcd", "“abcd” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("12 34", "“12 34” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("١٢٣٤", "“١٢٣٤” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("", "The passcode is empty: type 4 to 8 digits."),
  ])
  func invalidNewPasscodeIsRejectedNamingTheInput(text: String, message: String) {
    let feature = SettingsFeature.testing(UserDataState(passcodeChangeAllowed: true))
    #expect(
      feature.handle(.newPasscodeTyped(text), in: .settings([.newPasscode])) == .rejected(message))
  }

  @Test func resetProgressAsksFirst() throws {
    let alert = AlertRequest(
      title: "Reset reading progress?",
      message: "Where you stopped in every series is forgotten. Lists and notes stay.",
      confirmLabel: "Reset", cancelLabel: "Cancel", isDestructive: true,
      confirm: AnyIntent(feature: "settings", SettingsIntent.resetProgressConfirmed))
    // The test target does not import MangaCatalog, so progress comes in as saved JSON.
    let state = try JSONDecoder().decode(
      UserDataState.self,
      from: Data(
        #"""
        {"progress": {"op": {"seriesID": "op", "chapter": 1, "page": 2}}, "lists": {},
         "notes": [], "settings": {"readingDirection": "rightToLeft", "appearance": "system",
                                   "notesPasscode": "1234"}}
        """#.utf8))
    let withProgress = SettingsFeature.testing(state)
    let outcome = withProgress.handle(.resetProgressTapped, in: .settings())
    #expect(outcome == Outcome(commands: [.showAlert(alert)]))
    #expect(SettingsFeature.resetProgressAlert == alert)
  }

  @Test func resetWithoutProgressSaysSoWithoutAnAlert() {
    #expect(
      feature.handle(.resetProgressTapped, in: .settings())
        == Outcome(message: "No reading progress to reset."))
  }

  @Test func confirmingResetForgetsAllProgress() {
    #expect(
      feature.handle(.resetProgressConfirmed, in: .settings())
        == Outcome(changes: [.resetAllProgress], message: "Reading progress reset."))
  }
}
