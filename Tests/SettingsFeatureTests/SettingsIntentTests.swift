import Foundation
import NavigationCore
import SecretBox
import SettingsFeature
import TestSupport
import Testing
import UserData

@MainActor
struct SettingsIntentTests {
  let clock = FakeClock()
  var feature: SettingsFeature { .testing(clock: clock) }

  /// The sample after the current passcode was typed: allowed to change, key in memory.
  static var allowed: UserDataState {
    var state = TestSecrets.sample
    state.apply(.notesPasscodeAccepted(key: TestSecrets.key))
    state.apply(.allowPasscodeChange)
    return state
  }

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
          changes: [.notesPasscodeAccepted(key: TestSecrets.key), .allowPasscodeChange]))
  }

  @Test func rightCurrentPasscodeFromElsewherePushesTheNewPasscodeStep() {
    #expect(
      feature.handle(.currentPasscodeTyped("1234"), in: .settings([.about]))
        == Outcome(
          commands: [.push(SettingsRoute.newPasscode.erased)],
          changes: [.notesPasscodeAccepted(key: TestSecrets.key), .allowPasscodeChange]))
  }

  @Test(arguments: ["4321", "", "12345", " 1234", "1234 "])
  func wrongCurrentPasscodeIsRejected(text: String) {
    #expect(
      feature.handle(.currentPasscodeTyped(text), in: .settings([.passcode]))
        == .rejected(
          "Wrong current passcode: type the passcode that unlocks notes now.",
          recording: [.notesPasscodeRejected(at: clock.now)]))
  }

  @Test func theFifthWrongPasscodeSaysHowLongToWait() {
    var state = TestSecrets.sample
    state.passcodeThrottle = PasscodeThrottle(failures: 4, lastFailure: clock.now - 100)
    #expect(
      SettingsFeature.testing(state, clock: clock).handle(
        .currentPasscodeTyped("4321"), in: .settings([.passcode]))
        == .rejected(
          "Wrong current passcode: type the passcode that unlocks notes now. "
            + "Too many wrong passcodes: try again in 30 s.",
          recording: [.notesPasscodeRejected(at: clock.now)]))
  }

  @Test func whileWaitingEvenTheRightPasscodeIsNotChecked() {
    var state = TestSecrets.sample
    state.passcodeThrottle = PasscodeThrottle(failures: 6, lastFailure: clock.now - 15)
    let feature = SettingsFeature.testing(state, clock: clock)
    for passcode in ["1234", "4321"] {
      #expect(
        feature.handle(.currentPasscodeTyped(passcode), in: .settings([.passcode]))
          == .rejected("Too many wrong passcodes: try again in 45 s."))
    }
    clock.advance(by: 45)
    #expect(
      feature.handle(.currentPasscodeTyped("1234"), in: .settings([.passcode])).changes
        == [.notesPasscodeAccepted(key: TestSecrets.key), .allowPasscodeChange])
  }

  @Test func bothPasscodeFieldsAreSecure() {
    #expect(feature.screen(for: .passcode, in: .settings()).textInput?.isSecure == true)
    let allowed = SettingsFeature.testing(Self.allowed)
    #expect(allowed.screen(for: .newPasscode, in: .settings()).textInput?.isSecure == true)
  }

  @Test func aSealedNoteTheKeyCannotOpenStopsAPasscodeChange() throws {
    var state = Self.allowed
    let otherKey = try SymmetricKey(bytes: Data(repeating: 7, count: 32))
    state.notes[2].sealedBody = try SealedBox.seal("changed outside", using: otherKey)
    #expect(
      SettingsFeature.testing(state).handle(.newPasscodeTyped("5678"), in: .settings())
        == .rejected(
          "The passcode cannot change: the text of “Private theories” does not decrypt "
            + "(state.json was changed outside hoist), so it could not be encrypted again "
            + "under a new passcode."))
  }

  @Test(arguments: ["1234", "0000", "12345678", "987654"])
  func validNewPasscodeIsSavedWithBackAndMessage(passcode: String) {
    let feature = SettingsFeature.testing(Self.allowed)
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

  /// The messages say what is wrong with the new passcode without repeating it.
  @Test(arguments: [
    ("12", "The new passcode has 2 digits: a passcode has 4 to 8 digits."),
    ("123456789", "The new passcode has 9 digits: a passcode has 4 to 8 digits."),
    ("abcd", "The new passcode is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("12 34", "The new passcode is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("١٢٣٤", "The new passcode is not a passcode: use only the digits 0–9, 4 to 8 of them."),
    ("", "The passcode is empty: type 4 to 8 digits."),
  ])
  func invalidNewPasscodeIsRejectedWithoutEchoingIt(text: String, message: String) {
    let feature = SettingsFeature.testing(Self.allowed)
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
