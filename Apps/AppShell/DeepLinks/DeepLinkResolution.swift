import NavigationCore
import UserData

/// Where a deep link lands: the tab and path, the commands that take the user there in one
/// write, the data changes arriving makes, and how well the link matched current data.
package struct DeepLinkResolution: Hashable, Sendable {
  /// How the link resolved (docs/SHELL.md, "Deep links").
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Landed exactly where the link points (also the bare app link, which changes nothing).
    case ok
    /// Landed on the nearest valid screen, with a message.
    case fallback
    /// Landed on a recovery screen naming the input (a series or note that does not exist),
    /// or the link is malformed.
    case failed
    /// Not a link of this app; nothing changed.
    case ignored
  }

  /// How the link resolved.
  package var kind: Kind
  /// The tab it lands on; `nil` when ignored or for the bare app link.
  package var tab: TabID?
  /// The path it lands on, bottom first; `nil` when ignored or for the bare app link.
  package var path: [AnyRoute]?
  /// The commands, applied as one write; empty when nothing changes.
  package var commands: [NavigationCommand]
  /// Data changes of arriving: opening a page records it as read, like turning to it.
  package var changes: [UserDataChange]
  /// What to tell the user, if anything.
  package var message: String?

  package init(
    kind: Kind, tab: TabID? = nil, path: [AnyRoute]? = nil, commands: [NavigationCommand] = [],
    changes: [UserDataChange] = [], message: String? = nil
  ) {
    self.kind = kind
    self.tab = tab
    self.path = path
    self.commands = commands
    self.changes = changes
    self.message = message
  }
}
