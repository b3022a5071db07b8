import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// What a stack presents, beside its content: a sheet and a full-screen cover bound to the
  /// modal over the stack (each with its own stack, which may present again), and the
  /// router's alert when this stack is the one on top.
  struct HoistPresentations<Change: Sendable, Content: View>: View {
    let bindings: NavigationBindings<Change>
    let views: RouteViewRegistry
    let stack: StackID
    let content: Content

    init(
      bindings: NavigationBindings<Change>, views: RouteViewRegistry, stack: StackID,
      @ViewBuilder content: () -> Content
    ) {
      self.bindings = bindings
      self.views = views
      self.stack = stack
      self.content = content()
    }

    var body: some View {
      let alert = bindings.alert(on: stack)
      content
        .sheet(item: bindings.presentationBinding(over: stack, style: .sheet)) { shown in
          HoistModalView(bindings: bindings, views: views, presenting: stack, root: shown.root)
        }
        #if os(macOS)
          // No full-screen cover on macOS: a cover is shown as a sheet.
          .sheet(item: bindings.presentationBinding(over: stack, style: .fullScreenCover)) {
            shown in
            HoistModalView(
              bindings: bindings, views: views, presenting: stack, root: shown.root)
          }
        #else
          .fullScreenCover(item: bindings.presentationBinding(over: stack, style: .fullScreenCover))
          { shown in
            HoistModalView(
              bindings: bindings, views: views, presenting: stack, root: shown.root)
          }
        #endif
        .alert(
          alert?.title ?? "", isPresented: bindings.alertPresentedBinding(on: stack),
          presenting: alert
        ) { alert in
          Button(alert.confirmLabel, role: alert.isDestructive ? .destructive : nil) {
            bindings.write(.alertButton(confirmed: true))
          }
          Button(alert.cancelLabel, role: .cancel) {
            bindings.write(.alertButton(confirmed: false))
          }
        } message: { alert in
          if let message = alert.message { Text(verbatim: message) }
        }
    }
  }
#endif
