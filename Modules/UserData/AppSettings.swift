/// The user's settings: how pages turn, how the app looks, and the notes passcode.
public struct AppSettings: Hashable, Sendable, Codable {
  /// Which way pages advance.
  public enum ReadingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case rightToLeft
    case leftToRight
    case vertical

    /// The direction as people read it.
    public var displayName: String {
      switch self {
      case .rightToLeft: "Right to left"
      case .leftToRight: "Left to right"
      case .vertical: "Vertical"
      }
    }
  }

  /// The color scheme.
  public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case system
    case light
    case dark

    /// The appearance as people read it.
    public var displayName: String {
      switch self {
      case .system: "System"
      case .light: "Light"
      case .dark: "Dark"
      }
    }
  }

  /// Which way pages advance; manga reads right to left by default.
  public var readingDirection: ReadingDirection
  /// The color scheme.
  public var appearance: Appearance
  /// The passcode that unlocks locked notes.
  public var notesPasscode: String

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - readingDirection: Which way pages advance.
  ///   - appearance: The color scheme.
  ///   - notesPasscode: The notes passcode.
  public init(
    readingDirection: ReadingDirection = .rightToLeft, appearance: Appearance = .system,
    notesPasscode: String = "1234"
  ) {
    self.readingDirection = readingDirection
    self.appearance = appearance
    self.notesPasscode = notesPasscode
  }
}
