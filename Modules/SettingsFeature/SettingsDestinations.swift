import NavigationCore
import UserData

/// Builds the settings screens from current data.
@MainActor
struct SettingsDestinations: Sendable {
  /// Where the current settings and the version come from.
  let dependencies: SettingsDependencies

  /// The screen for a settings route.
  ///
  /// - Parameter route: The route.
  /// - Returns: The screen, in the `content` state except a `locked` new-passcode screen
  ///   when the current passcode was not typed in this session.
  func screen(for route: SettingsRoute) -> Screen {
    let data = dependencies.userData()
    switch route {
    case .home:
      return home(data)
    case .readingDirection:
      return chooser(
        "Reading direction", current: data.settings.readingDirection, name: \.displayName,
        intent: SettingsIntent.readingDirectionChosen)
    case .appearance:
      return chooser(
        "Appearance", current: data.settings.appearance, name: \.displayName,
        intent: SettingsIntent.appearanceChosen)
    case .passcode:
      return Screen(
        title: "Notes passcode",
        body: "Type the current passcode to change it.",
        textInput: TextInput(label: "Current passcode", isSecure: true) { text in
          SettingsFeature.intent(.currentPasscodeTyped(text))
        })
    case .newPasscode:
      guard data.passcodeChangeAllowed else {
        return Screen(
          title: "New passcode", state: .locked, body: SettingsFeature.currentPasscodeFirst)
      }
      return Screen(
        title: "New passcode",
        body: "Type a new passcode of 4 to 8 digits. Changing it locks every unlocked note again.",
        textInput: TextInput(label: "New passcode", isSecure: true) { text in
          SettingsFeature.intent(.newPasscodeTyped(text))
        })
    case .about:
      return Screen(
        title: "About",
        body: "Hoist \(dependencies.version()): a manga reader with field notes, "
          + "built on navigation as data.")
    }
  }

  private func home(_ data: UserDataState) -> Screen {
    Screen(
      title: "Settings",
      rows: [
        ScreenRow(
          "Reading direction", detail: data.settings.readingDirection.displayName,
          intent: SettingsFeature.intent(.readingDirectionTapped)),
        ScreenRow(
          "Appearance", detail: data.settings.appearance.displayName,
          intent: SettingsFeature.intent(.appearanceTapped)),
        ScreenRow(
          "Notes passcode", detail: Self.passcodeDetail(data),
          intent: SettingsFeature.intent(.passcodeTapped)),
        ScreenRow(
          "About", detail: dependencies.version(), intent: SettingsFeature.intent(.aboutTapped)),
        ScreenRow(
          "Reset reading progress", detail: "\(data.progress.count) series",
          intent: SettingsFeature.intent(.resetProgressTapped)),
      ])
  }

  /// What the passcode row says: how many notes it locks. The passcode's length is not
  /// stored (only its salted hash is), so it is never shown.
  static func passcodeDetail(_ data: UserDataState) -> String {
    let count = data.notes.count(where: \.isLocked)
    return count == 1 ? "Locks 1 note" : "Locks \(count) notes"
  }

  /// A list of every option, the current one marked, each tap choosing it.
  private func chooser<Option: CaseIterable & Equatable>(
    _ title: String, current: Option, name: (Option) -> String,
    intent: (Option) -> SettingsIntent
  ) -> Screen {
    Screen(
      title: title,
      rows: Option.allCases.map { option in
        ScreenRow(
          name(option), detail: option == current ? "Current" : nil,
          intent: SettingsFeature.intent(intent(option)))
      })
  }
}
