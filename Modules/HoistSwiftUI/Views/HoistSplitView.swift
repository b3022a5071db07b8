import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// One tab in the regular layout: a `NavigationSplitView` whose columns come from the
  /// tab's one path (`SplitViewAdapter`, as the router's `columns` do), with the modals and
  /// alert over the tab's stack. Three columns when the path fills a content column, else two.
  struct HoistSplitView<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    let tab: TabID

    var body: some View {
      HoistPresentations(bindings: bindings, views: views, stack: .tab(tab)) {
        columnsView
      }
    }

    @ViewBuilder private var columnsView: some View {
      let columns = bindings.columns(of: tab)
      if columns.contains(where: { $0.role == .content }) {
        NavigationSplitView {
          column(0, of: columns)
        } content: {
          column(1, of: columns)
        } detail: {
          column(2, of: columns)
        }
      } else {
        NavigationSplitView {
          column(0, of: columns)
        } detail: {
          column(1, of: columns)
        }
      }
    }

    private func column(_ index: Int, of columns: [SplitViewColumn]) -> HoistColumnView<Change> {
      HoistColumnView(
        bindings: bindings, views: views,
        column: columns.indices.contains(index) ? columns[index] : nil, index: index)
    }
  }
#endif
