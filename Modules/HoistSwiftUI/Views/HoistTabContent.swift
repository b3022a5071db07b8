import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// One tab's content: its stack in the compact layout, its columns in the regular one.
  struct HoistTabContent<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    let tab: TabID

    var body: some View {
      if bindings.layout == .regular {
        HoistSplitView(bindings: bindings, views: views, tab: tab)
      } else {
        HoistStackView(
          bindings: bindings, views: views, stack: .tab(tab), root: bindings.tabRoot(for: tab),
          rootSender: nil)
      }
    }
  }
#endif
