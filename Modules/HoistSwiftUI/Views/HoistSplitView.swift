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
  /// alert over the tab's stack. Three columns when the path fills a content column, else two;
  /// the detail column is a `NavigationStack` of its routes (back pops the tab's path), the
  /// others show their top route.
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

    @ViewBuilder
    private func column(_ index: Int, of columns: [SplitViewColumn]) -> some View {
      let column = columns.indices.contains(index) ? columns[index] : nil
      if let column, column.role == .detail, let first = column.routes.first {
        // The detail column is a stack of its own routes, so back works in it.
        NavigationStack(
          path: bindings.columnPathBinding(on: tab, after: column.pathRange.lowerBound)
        ) {
          HoistDestination(
            bindings: bindings, views: views, route: first, sender: first, stack: .tab(tab)
          )
          .navigationDestination(for: AnyRoute.self) { route in
            HoistDestination(
              bindings: bindings, views: views, route: route, sender: route, stack: .tab(tab))
          }
        }
      } else {
        HoistColumnView(bindings: bindings, views: views, column: column, index: index)
      }
    }
  }
#endif
