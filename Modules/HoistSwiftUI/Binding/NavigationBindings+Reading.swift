import Foundation
import NavigationCore
import NavigationRouter

extension NavigationBindings {
  // MARK: - What the views read, one part each

  /// The tabs in display order, as the tab view draws them.
  public var tabs: [TabID] { router.tabOrder }

  /// How the window arranges the state: one stack per tab, or columns.
  public var layout: Layout { router.layout }

  /// The route drawn at the root of a tab.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The root route of the feature that draws the tab, or `nil` when none does.
  public func tabRoot(for tab: TabID) -> AnyRoute? {
    router.registry.tabRoot(for: tab)
  }

  /// The label of a tab's item in the tab bar: its root's title, else the tab's name.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The title; not observed (a tab root's title names the tab, not data).
  public func tabTitle(for tab: TabID) -> String {
    tabRoot(for: tab).flatMap { router.registry.title(for: $0) } ?? tab.rawValue
  }

  /// The detents of the sheet over a stack, as `presentationDetents(_:selection:)` offers
  /// them.
  ///
  /// - Parameter stack: The presenting stack.
  /// - Returns: The detents, or `nil` when the sheet uses the system's default.
  public func detents(over stack: StackID) -> SheetDetents? {
    router.detents(over: stack)
  }

  /// The alert, on the one stack that shows it: the selected tab's stack that presents
  /// nothing (an alert under a sheet would not be seen).
  ///
  /// - Parameter stack: The stack whose view attaches the alert.
  /// - Returns: The alert when `stack` is on top of the selected tab, else `nil`.
  public func alert(on stack: StackID) -> AlertRequest? {
    guard router.selectedTab == stack.tab, router.presented(over: stack) == nil else {
      return nil
    }
    return alert
  }

  /// The columns of a tab in the regular layout, sidebar first, from its one path (see
  /// `SplitViewAdapter`); observes that tab's path only.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: One to three columns.
  public func columns(of tab: TabID) -> [SplitViewColumn] {
    SplitViewAdapter.columns(
      path: router.path(on: .tab(tab)), root: router.registry.tabRoot(for: tab),
      role: router.registry.columnRole(for:))
  }

  // MARK: - What the views send

  /// Sends an intent from a view on a stack: the feature sees that stack, not the active one.
  ///
  /// - Parameters:
  ///   - intent: The intent.
  ///   - route: The route whose view sent it, or `nil` for the stack's root.
  ///   - stack: The stack the view is in.
  /// - Returns: The outcome's message, or its rejection.
  @discardableResult
  public func send(_ intent: AnyIntent, from route: AnyRoute?, on stack: StackID) -> IntentReply {
    router.send(intent, from: route, on: stack)
  }

  /// Sends an intent from a column of the regular layout (`Router.send(_:fromColumn:)`).
  ///
  /// - Parameters:
  ///   - intent: The intent.
  ///   - index: The column's position, 0 for the sidebar.
  /// - Returns: The outcome's reply; empty when the column is gone or a modal covers it.
  @discardableResult
  public func send(_ intent: AnyIntent, fromColumn index: Int) -> IntentReply {
    router.send(intent, fromColumn: index)
  }

  /// Opens a link SwiftUI delivered (`onOpenURL`, a universal link's user activity) with the
  /// library's link opening and its arrival rules.
  ///
  /// - Parameter url: The URL.
  /// - Returns: How it opened, with its message and events.
  @discardableResult
  public func open(_ url: URL) -> LinkOpening {
    router.open(url)
  }
}
