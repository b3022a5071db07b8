import NavigationCore
import UserData

extension SettingsFeature: LinkableFeature {
  /// The settings tab's links: its root and each section.
  ///
  /// `settings.newPasscode` has none: it is reached only by typing the current passcode.
  package static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "mangareader", host: "settings", universal: true, tab: .settings, stack: []),
    section("reading-direction", "settings.readingDirection"),
    section("appearance", "settings.appearance"),
    section("passcode", "settings.passcode"),
    section("about", "settings.about"),
  ]

  private static func section(_ word: String, _ key: String) -> LinkPattern {
    LinkPattern(
      scheme: "mangareader", host: "settings", segments: [.literal(word)], universal: true,
      tab: .settings, stack: [LinkRoute(key)])
  }
}
