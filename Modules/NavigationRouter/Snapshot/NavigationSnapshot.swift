import NavigationCore

/// The navigation state of one window as a versioned, `Codable` value: what an app saves
/// between launches and restores through its features.
///
/// Routes are kept in their flat JSON form (`{"key":"shop.product","productID":"p1"}`, see
/// ``/NavigationCore/RouteCoding``), so a saved state does not depend on Swift type names, and a
/// route whose feature is gone or whose data changed is dropped or replaced on restore, with a
/// reason, rather than failing the whole file. Alerts are never saved.
///
/// Make one with ``init(_:)`` or ``Router/snapshot()``, write it with any encoder (or
/// ``jsonData()``), read it back with ``init(json:)``, and restore it with
/// ``Router/restore(from:)``:
///
/// ```swift
/// let data = try router.snapshot().jsonData()
/// // at the next launch
/// let report = router.restore(from: try NavigationSnapshot(json: data))
/// ```
///
/// The JSON keys are stable: `version`, `selectedTab`, `layout`, `window` and `stacks`, one
/// object per tab name with `path` (route objects, bottom first) and, when the stack presents
/// a modal, `presentation` (`style`, `root`, `stack`, and `detents` for a sheet that has them).
public struct NavigationSnapshot: Hashable, Sendable {
  /// A route in its flat JSON form, `key` included, such as
  /// `["key": "shop.product", "productID": "p1"]`.
  public typealias RouteObject = [String: JSONScalar]

  /// The format version this build writes.
  ///
  /// Version 1 had `layout` and `window` optional (absent: compact, window 1); version 2
  /// always writes them. ``init(json:)`` reads both.
  public static let currentVersion = 2

  /// The oldest format version this build reads.
  public static let oldestVersion = 1

  /// The format version this value was read from: ``currentVersion`` for a snapshot this
  /// build made. An older file is read into the current shape and keeps its number here, so
  /// it compares unequal to the same state made now (a store then writes it again); the
  /// snapshot is always written as ``currentVersion``.
  public internal(set) var version: Int
  /// The selected tab.
  public var selectedTab: TabID
  /// Each tab's stack, by tab.
  public var stacks: [TabID: Stack]
  /// The layout the state was shown in; either layout restores into the other.
  public var layout: Layout
  /// The window's number (1 for an app with one window).
  public var window: Int

  /// Creates a snapshot from its parts.
  ///
  /// - Parameters:
  ///   - selectedTab: The selected tab.
  ///   - stacks: Each tab's stack.
  ///   - layout: The layout; compact by default.
  ///   - window: The window's number; 1 by default.
  public init(
    selectedTab: TabID, stacks: [TabID: Stack], layout: Layout = .compact, window: Int = 1
  ) {
    self.version = Self.currentVersion
    self.selectedTab = selectedTab
    self.stacks = stacks
    self.layout = layout
    self.window = window
  }

  /// The snapshot of a navigation state: every tab's stack with its modals and their detents,
  /// the selected tab, the layout and the window number (not the alert).
  ///
  /// - Parameter state: The state, such as ``Router/state``.
  /// - Throws: ``NavigationSnapshotError/unencodableRoute(key:reason:)`` naming a route whose
  ///   `Codable` form is not one case of labelled scalar fields.
  /// - Complexity: O(*n*) in the number of routes.
  public init(_ state: AppNavigationState) throws(NavigationSnapshotError) {
    var stacks: [TabID: Stack] = [:]
    for (tab, stack) in state.tabStacks.entries {
      stacks[tab] = try Stack(stack)
    }
    self.init(
      selectedTab: state.selectedTab, stacks: stacks, layout: state.layout, window: state.window)
  }

  /// A route's flat JSON object, with a route coding error named as a snapshot error.
  static func object(for route: AnyRoute) throws(NavigationSnapshotError) -> RouteObject {
    do {
      return try RouteCoding.object(for: route)
    } catch {
      throw .unencodableRoute(key: route.key, reason: "\(error)")
    }
  }
}
