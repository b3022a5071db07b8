import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import UserData

/// What `hoist` saves between runs: navigation state with routes in their flat JSON form,
/// and the user's data. Format version 2.
///
/// Versions: 1 (until 2026-11-30) had `layout`, `window` and `windows` optional, absent in
/// files written before layouts and windows; 2 always writes them. Older versions are read
/// through ``SnapshotMigration``.
package struct AppSnapshot: PersistableState, Hashable {
  /// A route in its flat JSON form, `{"key":"library.series","seriesID":"op"}`.
  package typealias RouteObject = [String: JSONScalar]

  /// One stack: its path and the modal it presents.
  package struct Stack: Codable, Hashable, Sendable {
    package var path: [RouteObject]
    package var presentation: Modal?

    package init(path: [RouteObject], presentation: Modal? = nil) {
      self.path = path
      self.presentation = presentation
    }

    private enum CodingKeys: String, CodingKey {
      case path, presentation
    }

    /// Decodes a stack; with a ``RestoredValueLog`` in the decoder, a presentation of an
    /// unknown style is recorded and dropped instead of failing the file. The path's route
    /// objects are read by ``RouteObjectReader``, as a `[RouteObject]` reads them.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let log = RestoredValueLog.of(decoder)
      path = try Self.decodePath(in: container, forKey: .path, log: log)
      presentation = try RestoredValueLog.presentation(
        in: container, forKey: .presentation, log: log)
    }

    /// Encodes a stack as its synthesized form did, the path's route objects written by
    /// ``RouteObjectWriter``.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(RouteObjectWriter.Path(objects: path), forKey: .path)
      try container.encodeIfPresent(presentation, forKey: .presentation)
    }
  }

  /// One modal: style, root and its own stack (a class for the recursion).
  package final class Modal: Codable, Hashable, Sendable {
    package let style: PresentationStyle
    package let root: RouteObject
    package let stack: Stack

    package init(style: PresentationStyle, root: RouteObject, stack: Stack) {
      self.style = style
      self.root = root
      self.stack = stack
    }

    package static func == (lhs: Modal, rhs: Modal) -> Bool {
      lhs.style == rhs.style && lhs.root == rhs.root && lhs.stack == rhs.stack
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(root)
      hasher.combine(stack)
    }

    private enum CodingKeys: String, CodingKey {
      case style, root, stack
    }

    /// Decodes a modal, its root read by ``RouteObjectReader`` like a path's routes.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      style = try container.decode(PresentationStyle.self, forKey: .style)
      var reader = RouteObjectReader(log: RestoredValueLog.of(decoder))
      root = try reader.read(
        container.nestedContainer(keyedBy: RouteFieldKey.self, forKey: .root))
      stack = try container.decode(Stack.self, forKey: .stack)
    }
  }

  /// The current format version.
  package static let currentVersion = 2

  /// Reads a file of any readable version (see ``SnapshotMigration``).
  package static func decode(_ data: Data, version: Int) throws -> AppSnapshot {
    try SnapshotMigration.decode(data, version: version)
  }

  /// The format version.
  package var version: Int
  /// The selected tab.
  package var selectedTab: TabID
  /// Each tab's stack.
  package var stacks: [String: Stack]
  /// The user's data (unlocked notes are not saved: they lock again on relaunch).
  package var userData: UserDataState
  /// The layout the state was shown in. Either layout restores into the other: it is a view
  /// of the same state.
  package var layout: Layout
  /// The number of the window the top-level fields describe (the one on screen).
  package var window: Int
  /// The other open windows, by number; empty when there is one.
  package var windows: [Window]
  /// The names of the file this state was decoded from that this hoist does not know, each
  /// already replaced (see ``RestoredValueLog``); reported and emptied by
  /// ``repairRestoredValues(tabs:)``. Never saved.
  package var unknownValues: [UnknownRestoredValue] = []

  private enum CodingKeys: String, CodingKey {
    case version, selectedTab, stacks, userData, layout, window, windows
  }

  /// A window that is not on screen: its number, selected tab, stacks and layout.
  package struct Window: Codable, Hashable, Sendable {
    package var number: Int
    package var selectedTab: TabID
    package var stacks: [String: Stack]
    package var layout: Layout

    package init(number: Int, selectedTab: TabID, stacks: [String: Stack], layout: Layout) {
      self.number = number
      self.selectedTab = selectedTab
      self.stacks = stacks
      self.layout = layout
    }

    private enum CodingKeys: String, CodingKey {
      case number, selectedTab, stacks, layout
    }

    /// Decodes a window; with a ``RestoredValueLog`` in the decoder, an unknown layout name
    /// is recorded and replaced instead of failing the file.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      number = try container.decode(Int.self, forKey: .number)
      selectedTab = try container.decode(TabID.self, forKey: .selectedTab)
      stacks = try container.decode([String: Stack].self, forKey: .stacks)
      layout =
        try RestoredValueLog.layout(in: container, forKey: .layout, log: .of(decoder))
        ?? container.decode(Layout.self, forKey: .layout)
    }
  }

  package init(
    version: Int, selectedTab: TabID, stacks: [String: Stack], userData: UserDataState,
    layout: Layout = .compact, window: Int = 1, windows: [Window] = []
  ) {
    self.version = version
    self.selectedTab = selectedTab
    self.stacks = stacks
    self.userData = userData
    self.layout = layout
    self.window = window
    self.windows = windows
  }

  /// Decodes a state; with a ``RestoredValueLog`` in the decoder, an unknown layout name is
  /// recorded and replaced instead of failing the file.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    selectedTab = try container.decode(TabID.self, forKey: .selectedTab)
    stacks = try container.decode([String: Stack].self, forKey: .stacks)
    userData = try container.decode(UserDataState.self, forKey: .userData)
    layout =
      try RestoredValueLog.layout(in: container, forKey: .layout, log: .of(decoder))
      ?? container.decode(Layout.self, forKey: .layout)
    window = try container.decode(Int.self, forKey: .window)
    windows = try container.decode([Window].self, forKey: .windows)
  }
}
