import NavigationCore
import UserData

/// The settings tab: reading direction, appearance, notes passcode, about, and resetting
/// reading progress.
///
/// Every change is a `UserDataChange` the composition root applies; the
/// screens read current values through ``SettingsDependencies``. Changing the notes passcode
/// takes two steps: `settings.passcode` asks for the current passcode, and the right one
/// replaces it in place with `settings.newPasscode`, which asks for the new one (see
/// ``SettingsRoute/newPasscode`` for why that route alone proves nothing).
package struct SettingsFeature: FeatureModule {
  package static let name = SettingsRoute.feature

  /// What the feature reads.
  package let dependencies: SettingsDependencies

  /// Creates the feature.
  ///
  /// - Parameter dependencies: Where current settings and the version come from.
  package init(dependencies: SettingsDependencies) {
    self.dependencies = dependencies
  }

  package var tab: TabID? { .settings }

  package var tabRoot: SettingsRoute? { .home }

  package func screen(for route: SettingsRoute, in context: FeatureContext) -> Screen {
    SettingsDestinations(dependencies: dependencies).screen(for: route)
  }

  /// Settings always show: every section exists (`settings.newPasscode` without the current
  /// passcode is a `locked` screen, not missing).
  ///
  /// - Parameters:
  ///   - route: A settings route.
  ///   - context: Where the user is.
  /// - Returns: `nil`.
  package func missingData(for route: SettingsRoute, in context: FeatureContext) -> String? {
    nil
  }

  package func handle(_ intent: SettingsIntent, in context: FeatureContext) -> Outcome<
    UserDataChange, Never
  > {
    switch intent {
    case .readingDirectionTapped:
      return Outcome(commands: [.push(SettingsRoute.readingDirection.erased)])
    case .appearanceTapped:
      return Outcome(commands: [.push(SettingsRoute.appearance.erased)])
    case .passcodeTapped:
      return Outcome(commands: [.push(SettingsRoute.passcode.erased)])
    case .aboutTapped:
      return Outcome(commands: [.push(SettingsRoute.about.erased)])
    case .resetProgressTapped:
      guard !dependencies.userData().progress.isEmpty else {
        return Outcome(message: "No reading progress to reset.")
      }
      return Outcome(commands: [.showAlert(Self.resetProgressAlert)])
    case .resetProgressConfirmed:
      return Outcome(changes: [.resetAllProgress], message: "Reading progress reset.")
    case .readingDirectionChosen(let direction):
      return Outcome(
        commands: back(from: .readingDirection, in: context),
        changes: [.setReadingDirection(direction)],
        message: "Reading direction: \(direction.displayName).")
    case .appearanceChosen(let appearance):
      return Outcome(
        commands: back(from: .appearance, in: context),
        changes: [.setAppearance(appearance)],
        message: "Appearance: \(appearance.displayName).")
    case .currentPasscodeTyped(let text):
      // Rejections never repeat the typed text.
      let now = dependencies.now()
      switch dependencies.userData().checkNotesPasscode(text, at: now) {
      case .throttled(let seconds):
        return .rejected(PasscodeCheck.tryAgainMessage(seconds: seconds))
      case .wrong(let wait):
        let then = wait > 0 ? " " + PasscodeCheck.tryAgainMessage(seconds: wait) : ""
        return .rejected(
          "Wrong current passcode: type the passcode that unlocks notes now.\(then)",
          recording: [.notesPasscodeRejected(at: now)])
      case .accepted(let key):
        let newPasscode = SettingsRoute.newPasscode.erased
        let step: NavigationCommand =
          context.path.top == SettingsRoute.passcode.erased
          ? .replaceTop(newPasscode) : .push(newPasscode)
        return Outcome(
          commands: [step], changes: [.notesPasscodeAccepted(key: key), .allowPasscodeChange])
      }
    case .newPasscodeTyped(let text):
      let data = dependencies.userData()
      guard data.passcodeChangeAllowed, data.notesKey != nil else {
        return .rejected(Self.currentPasscodeFirst)
      }
      // Re-encryption is all or nothing: a sealed text this key cannot open stops it.
      let unreadable = data.notes.filter { $0.isLocked && data.readableBody(of: $0) == nil }
      guard unreadable.isEmpty else {
        return .rejected(
          "The passcode cannot change: the text of "
            + unreadable.map { "“\($0.title)”" }.joined(separator: ", ")
            + " does not decrypt (state.json was changed outside hoist), so it could not be "
            + "encrypted again under a new passcode.")
      }
      do throws(PasscodeError) {
        let passcode = try NotesPasscode.validate(text)
        return Outcome(
          commands: back(from: .newPasscode, in: context),
          changes: [.setNotesPasscode(passcode)],
          message: "Notes passcode changed. Unlocked notes are locked again.")
      } catch {
        return .rejected(error.description)
      }
    }
  }

  /// Why a new passcode cannot be typed yet: the current one was not typed in this session.
  package nonisolated static let currentPasscodeFirst =
    "Type the current passcode first: open Settings, then Notes passcode."

  /// The alert that asks before forgetting every series' reading progress.
  package static var resetProgressAlert: AlertRequest {
    AlertRequest(
      title: "Reset reading progress?",
      message: "Where you stopped in every series is forgotten. Lists and notes stay.",
      confirmLabel: "Reset", isDestructive: true, confirm: intent(.resetProgressConfirmed))
  }

  /// `back` when the screen that made a choice is on top of the active stack, else nothing.
  private func back(from route: SettingsRoute, in context: FeatureContext)
    -> [NavigationCommand]
  {
    context.path.top == route.erased ? [.back] : []
  }
}
