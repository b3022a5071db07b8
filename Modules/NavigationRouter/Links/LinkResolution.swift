import NavigationCore

/// Where a deep link lands: the tab and path, the commands that take the user there in one
/// write, the data changes arriving makes, and how well the link matched current data.
///
/// Made by ``LinkResolver/resolve(_:registry:state:)``, a pure function;
/// ``Router/open(_:)-(String)`` applies it. `Change` is the app's data change type.
public struct LinkResolution<Change: Sendable>: Sendable {
  /// How the link resolved.
  public var kind: LinkResolutionKind
  /// The tab it lands on; `nil` when ignored or for the bare app link.
  public var tab: TabID?
  /// The path it lands on, bottom first; `nil` when ignored or for the bare app link.
  public var path: [AnyRoute]?
  /// The sheet or cover the link ends in, presented over the path; `nil` when it ends in
  /// none (or its data is missing and it fell back to the path).
  public var presentation: Presentation?
  /// The commands, applied as one write; empty when nothing changes.
  public var commands: [NavigationCommand]
  /// Data changes of arriving (``/NavigationCore/LinkableFeature/arrived(at:in:)``), such as
  /// recording a page as read.
  public var changes: [Change]
  /// What to tell the user, if anything: why it fell back or failed, or that the screen is
  /// already showing.
  public var message: String?

  /// Creates a resolution.
  ///
  /// - Parameters:
  ///   - kind: How the link resolved.
  ///   - tab: The tab it lands on.
  ///   - path: The path it lands on, bottom first.
  ///   - presentation: The sheet or cover presented over the path.
  ///   - commands: The commands that take the user there.
  ///   - changes: The data changes of arriving.
  ///   - message: What to tell the user.
  public init(
    kind: LinkResolutionKind, tab: TabID? = nil, path: [AnyRoute]? = nil,
    presentation: Presentation? = nil, commands: [NavigationCommand] = [], changes: [Change] = [],
    message: String? = nil
  ) {
    self.kind = kind
    self.tab = tab
    self.path = path
    self.presentation = presentation
    self.commands = commands
    self.changes = changes
    self.message = message
  }
}

extension LinkResolution: Equatable where Change: Equatable {}
extension LinkResolution: Hashable where Change: Hashable {}
