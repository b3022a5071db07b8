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
          commands: [.back], effects: [.data(.setReadingDirection(.vertical))],
          message: "Reading direction: Vertical."))
  }

  @Test func choosingAnAppearanceSavesItAndGoesBack() {
    #expect(
      feature.handle(.appearanceChosen(.dark), in: .settings([.appearance]))
        == Outcome(
          commands: [.back], effects: [.data(.setAppearance(.dark))], message: "Appearance: Dark."))
  }

  @Test func choosingWhenTheChooserIsNotOnTopDoesNotGoBack() {
    #expect(
      feature.handle(.appearanceChosen(.light), in: .settings([.about]))
        == Outcome(effects: [.data(.setAppearance(.light))], message: "Appearance: Light."))
  }

  @Test(arguments: ["1234", "0000", "12345678", "987654"])
  func validPasscodeIsSavedWithBackAndMessage(passcode: String) {
    #expect(
      feature.handle(.passcodeTyped(passcode), in: .settings([.passcode]))
        == Outcome(
          commands: [.back], effects: [.data(.setNotesPasscode(passcode))],
          message: "Notes passcode changed. Unlocked notes are locked again."))
  }

  @Test(arguments: [
    ("12", "“12” has 2 digits: a passcode has 4 to 8 digits."),
    ("123456789", "“123456789” has 9 digits: a passcode has 4 to 8 digits."),
    ("abcd", "“abcd” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("12 34", "“12 34” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("١٢٣٤", "“١٢٣٤” is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("", "The passcode is empty: type 4 to 8 digits."),
  ])
  func invalidPasscodeIsRejectedNamingTheInput(text: String, message: String) {
    #expect(
      feature.handle(.passcodeTyped(text), in: .settings([.passcode])) == Outcome(message: message))
  }

  @Test func resetProgressAsksFirst() {
    let alert = AlertRequest(
      title: "Reset reading progress?",
      message: "Where you stopped in every series is forgotten. Lists and notes stay.",
      confirmLabel: "Reset", cancelLabel: "Cancel", isDestructive: true,
      confirm: AnyIntent(feature: "settings", SettingsIntent.resetProgressConfirmed))
    let outcome = feature.handle(.resetProgressTapped, in: .settings())
    #expect(outcome == Outcome(commands: [.showAlert(alert)]))
    #expect(SettingsFeature.resetProgressAlert == alert)
  }

  @Test func confirmingResetForgetsAllProgress() {
    #expect(
      feature.handle(.resetProgressConfirmed, in: .settings())
        == Outcome(effects: [.data(.resetAllProgress)], message: "Reading progress reset."))
  }
}
