import NavigationCore
import UserData

/// Where a deep link lands: the commands that take the user there in one write, and how well
/// the link matched current data.
package struct DeepLinkResolution: Hashable, Sendable {
  /// How the link resolved (ARCHITECTURE.md, "Deep links").
  package enum Kind: String, Hashable, Sendable {
    /// Landed exactly where the link points.
    case ok
    /// Landed on the nearest valid screen.
    case fallback
    /// Landed on a recovery screen (the series does not exist).
    case failed
    /// Not a link of this app; nothing changed.
    case ignored
  }

  /// How the link resolved.
  package var kind: Kind
  /// The commands, applied as one write; empty when ignored.
  package var commands: [NavigationCommand]
  /// Data changes: opening a page records it as read, like turning to it.
  package var changes: [UserDataChange]
  /// What to tell the user, if anything.
  package var message: String?

  package init(
    kind: Kind, commands: [NavigationCommand], changes: [UserDataChange] = [],
    message: String? = nil
  ) {
    self.kind = kind
    self.commands = commands
    self.changes = changes
    self.message = message
  }
}
