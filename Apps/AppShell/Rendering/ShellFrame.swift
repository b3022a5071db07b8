import NavigationCore

/// Everything one command leaves on screen, in the shape both renderers need.
package struct ShellFrame: Hashable, Sendable {
  /// One modal level: its style and the titles of its stack, root first.
  package struct ModalTrail: Hashable, Sendable {
    package var style: PresentationStyle
    package var titles: [String]

    package init(style: PresentationStyle, titles: [String]) {
      self.style = style
      self.titles = titles
    }
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
  /// The link of the screen on top (custom scheme), or `nil` when it has none.
  package var link: String? = nil
  /// How many windows are open; text output names the window when there are several.
  package var windowCount = 1
  /// What the last command's outcome said, if anything.
  package var message: String?
  /// Whether ``message`` is the shell's own text (the `help` list, the `windows` list), whose
  /// lines are kept; any other message is data and is escaped onto one line.
  package var messageIsShellText = false
  /// In the regular layout, the selected tab's columns, sidebar first (see ``Column``); `nil`
  /// in the compact layout.
  package var columns: [Column]?

  /// One column of the regular layout as it is drawn.
  package struct Column: Hashable, Sendable {
    /// Sidebar, content or detail.
    package var role: ColumnRole
    /// The route the column shows; `nil` for a tab root that no feature draws.
    package var route: AnyRoute?
    /// The column's screen.
    package var screen: Screen
    /// The title of the first screen of the column to its right, which a row of this column
    /// with the same label chose; `nil` in the rightmost column.
    package var selection: String?
  }
}
