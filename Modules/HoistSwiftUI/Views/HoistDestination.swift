import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// One route's view, with `\.sendIntent` bound to that route and the stack it is on.
  struct HoistDestination<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    /// The route drawn, or `nil` when no feature draws the tab's root.
    let route: AnyRoute?
    /// The route the view's intents are sent from.
    let sender: AnyRoute?
    let stack: StackID

    var body: some View {
      content.environment(\.sendIntent, bindings.sendAction(from: sender, on: stack))
    }

    @ViewBuilder private var content: some View {
      if let route, let view = views.view(for: route) {
        view
      } else {
        Text(verbatim: Self.missingViewMessage(for: route, on: stack))
      }
    }

    /// What is drawn where no view is registered.
    ///
    /// - Parameters:
    ///   - route: The route, or `nil` for a tab whose root no feature draws.
    ///   - stack: The stack.
    /// - Returns: A message naming the route key or the tab.
    static func missingViewMessage(for route: AnyRoute?, on stack: StackID) -> String {
      guard let route else {
        return "Nothing is registered for the root of the tab '\(stack.tab)'."
      }
      return "No view is registered for the route '\(route.key)'."
    }
  }
#endif
