import Foundation
import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// The root of an app's navigation: the router's tabs, one `NavigationStack` per tab (or
  /// a `NavigationSplitView` per tab in the regular layout), every route drawn by its
  /// feature's views, sheets and full-screen covers over any stack (a modal has its own stack
  /// and may present again), the router's alert, and links.
  ///
  /// ```swift
  /// @main struct ShopApp: App {
  ///   @State private var root = CompositionRoot()  // builds the registry, router and views
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       HoistRootView(router: root.router, views: root.views,
  ///                     onBackground: { state in root.save(state) })
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Every write SwiftUI makes (a back swipe, a sheet swiped down, a detent drag, a tab tap,
  /// an alert button) goes through `NavigationBindings`, which turns it into one command or
  /// ignores it when it is stale. Each view observes only its part of the router, so a push on
  /// one tab redraws only that tab's stack. Links from `onOpenURL` and from a universal
  /// link's user activity open through `Router.open(_:)` with its arrival rules. The layout
  /// is the router's (`Router.setLayout(_:)`): call it from your size class.
  public struct HoistRootView<Change: Sendable>: View {
    @State private var bindings: NavigationBindings<Change>
    @Environment(\.scenePhase) private var scenePhase
    private let views: RouteViewRegistry
    private let onLinkOpened: @MainActor (LinkOpening) -> Void
    private let onBackground: @MainActor (AppNavigationState) -> Void

    /// Creates the root view of a router.
    ///
    /// - Parameters:
    ///   - router: The app's router (one per window); the view never changes state but
    ///     through it.
    ///   - views: The views of every feature's routes.
    ///   - onLinkOpened: Called with how each link opened, such as to show its message.
    ///   - onBackground: Called with the navigation state when the scene moves to the
    ///     background: save it there (restore it when you build the router at launch).
    public init(
      router: Router<Change>, views: RouteViewRegistry,
      onLinkOpened: @escaping @MainActor (LinkOpening) -> Void = { _ in },
      onBackground: @escaping @MainActor (AppNavigationState) -> Void = { _ in }
    ) {
      _bindings = State(initialValue: NavigationBindings(router: router))
      self.views = views
      self.onLinkOpened = onLinkOpened
      self.onBackground = onBackground
    }

    public var body: some View {
      TabView(selection: bindings.tabBinding) {
        ForEach(bindings.tabs, id: \.self) { tab in
          HoistTabContent(bindings: bindings, views: views, tab: tab)
            .tabItem { Text(verbatim: bindings.tabTitle(for: tab)) }
            .tag(tab)
        }
      }
      .onOpenURL { url in openLink(url) }
      .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
        if let url = activity.webpageURL { openLink(url) }
      }
      .onChange(of: scenePhase) { _, phase in
        if phase == .background { onBackground(bindings.router.state) }
      }
    }

    /// Opens a link SwiftUI delivered and reports how it opened.
    package func openLink(_ url: URL) {
      onLinkOpened(bindings.open(url))
    }

    /// The bindings this view hands to SwiftUI, for tests.
    package var navigationBindings: NavigationBindings<Change> { bindings }
  }
#endif
