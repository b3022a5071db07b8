import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// One column of the regular layout: its top route's view, whose intents are sent from the
  /// column (`Router.send(_:fromColumn:)`: a choice replaces the columns to its right).
  struct HoistColumnView<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    /// The column, or `nil` when the path does not reach it yet.
    let column: SplitViewColumn?
    /// The column's position, 0 for the sidebar.
    let index: Int

    var body: some View {
      if let route = column?.top, let view = views.view(for: route) {
        view.environment(\.sendIntent, bindings.sendAction(fromColumn: index))
      } else {
        EmptyView()
      }
    }
  }
#endif
