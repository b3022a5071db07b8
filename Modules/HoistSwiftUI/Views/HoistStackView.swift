import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// One stack: a `NavigationStack` bound to its path, every route drawn through one
  /// `navigationDestination(for: AnyRoute.self)` at the stack's root (outside any lazy
  /// container), and the modals and alert over it.
  struct HoistStackView<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    /// The stack: a tab's own (depth 0) or a modal's.
    let stack: StackID
    /// The route drawn at the bottom: the tab's root, or the modal's root.
    let root: AnyRoute?
    /// The route the root's intents are sent from: `nil` for a tab's root (as the router's
    /// context has it), the modal's root for a modal.
    let rootSender: AnyRoute?

    var body: some View {
      HoistPresentations(bindings: bindings, views: views, stack: stack) {
        NavigationStack(path: bindings.pathBinding(on: stack)) {
          HoistDestination(
            bindings: bindings, views: views, route: root, sender: rootSender, stack: stack
          )
          .navigationDestination(for: AnyRoute.self) { route in
            HoistDestination(
              bindings: bindings, views: views, route: route, sender: route, stack: stack)
          }
        }
      }
    }
  }
#endif
