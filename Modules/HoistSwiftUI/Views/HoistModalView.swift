import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// A sheet's or cover's content: the modal's own stack, with the sheet's detents bound to
  /// `presentationDetents(_:selection:)` when it declares them.
  struct HoistModalView<Change: Sendable>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    /// The stack that presents the modal.
    let presenting: StackID
    /// The modal's root route.
    let root: AnyRoute

    var body: some View {
      if let detents = bindings.detents(over: presenting) {
        stackView.presentationDetents(
          detents.presentationDetents, selection: bindings.detentBinding(over: presenting))
      } else {
        stackView
      }
    }

    private var stackView: HoistStackView<Change> {
      HoistStackView(
        bindings: bindings, views: views, stack: presenting.presented, root: root,
        rootSender: root)
    }
  }
#endif
