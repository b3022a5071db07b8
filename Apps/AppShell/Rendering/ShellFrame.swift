import NavigationCore

/// Everything one command leaves on screen, in the shape both renderers need.
package struct ShellFrame: Hashable, Sendable {
  /// One modal level: its style and the titles of its stack, root first.
  package struct ModalTrail: Hashable, Sendable {
    package var style: PresentationStyle
    package var titles: [String]
  }

  /// The window number (1 until windows arrive).
  package var window: Int
  /// `compact` or `regular`.
  package var layout: String
  /// Every tab, in order.
  package var tabs: [TabID]
  /// The selected tab.
  package var tab: TabID
  /// The selected tab's own path.
  package var path: RoutePath
  /// The selected tab's presentation chain.
  package var presentation: Presentation?
  /// The alert, if one is showing.
  package var alert: AlertRequest?
  /// The screen on top (the deepest modal's top, or the tab stack's top).
  package var screen: Screen
  /// Titles of the tab stack, root first.
  package var titles: [String]
  /// Titles of each modal level, outermost first.
  package var modals: [ModalTrail]
  /// What the last command's outcome said, if anything.
  package var message: String?
  /// In the regular layout, the tab's root screen shown as a sidebar column beside the top
  /// screen (when something is pushed); `nil` in the compact layout.
  package var sidebar: Screen?
}
