import NavigationCore
import NavigationRouter
import UserData

/// The saved state as format version 1 wrote it, kept to read old files: `layout`, `window`
/// and `windows` may be absent (files written before layouts and windows were saved).
///
/// Stacks, modals and the user's data have the same shape in both versions, so they are
/// ``AppSnapshot``'s own types; when one of them changes shape, this type gets a frozen copy.
package struct AppSnapshotV1: Codable, Hashable, Sendable {
  /// A window that is not on screen, as version 1 wrote it.
  package struct Window: Codable, Hashable, Sendable {
    package var number: Int
    package var selectedTab: TabID
    package var stacks: [String: AppSnapshot.Stack]
    /// Absent in files written before layouts were saved: compact.
    package var layout: Layout?

    package init(
      number: Int, selectedTab: TabID, stacks: [String: AppSnapshot.Stack], layout: Layout?
    ) {
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
      stacks = try container.decode([String: AppSnapshot.Stack].self, forKey: .stacks)
      layout = try RestoredValueLog.layout(in: container, forKey: .layout, log: .of(decoder))
    }
  }

  /// The format version: 1.
  package var version: Int
  /// The selected tab.
  package var selectedTab: TabID
  /// Each tab's stack.
  package var stacks: [String: AppSnapshot.Stack]
  /// The user's data.
  package var userData: UserDataState
  /// Absent in files written before layouts were saved: compact.
  package var layout: Layout?
  /// Absent in files written before windows: window 1.
  package var window: Int?
  /// Absent or empty when there was one window.
  package var windows: [Window]?

  package init(
    version: Int = 1, selectedTab: TabID, stacks: [String: AppSnapshot.Stack],
    userData: UserDataState, layout: Layout? = nil, window: Int? = nil, windows: [Window]? = nil
  ) {
    self.version = version
    self.selectedTab = selectedTab
    self.stacks = stacks
    self.userData = userData
    self.layout = layout
    self.window = window
    self.windows = windows
  }

  private enum CodingKeys: String, CodingKey {
    case version, selectedTab, stacks, userData, layout, window, windows
  }

  /// Decodes a version 1 state; with a ``RestoredValueLog`` in the decoder, an unknown layout
  /// name is recorded and replaced instead of failing the file.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    selectedTab = try container.decode(TabID.self, forKey: .selectedTab)
    stacks = try container.decode([String: AppSnapshot.Stack].self, forKey: .stacks)
    userData = try container.decode(UserDataState.self, forKey: .userData)
    layout = try RestoredValueLog.layout(in: container, forKey: .layout, log: .of(decoder))
    window = try container.decodeIfPresent(Int.self, forKey: .window)
    windows = try container.decodeIfPresent([Window].self, forKey: .windows)
  }
}
