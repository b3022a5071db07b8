import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  extension NavigationBindings {
    /// The binding `NavigationStack(path:)` takes for a stack: its get reads the path, its set
    /// turns what the system wrote (a back, a swipe, a value link) into one command.
    ///
    /// Reads the path once when made, so the view whose body makes it observes that path (and
    /// only it).
    ///
    /// - Parameter stack: The stack.
    /// - Returns: The binding.
    public func pathBinding(on stack: StackID) -> Binding<[AnyRoute]> {
      _ = path(on: stack)
      return Binding(
        get: { @MainActor in self.path(on: stack) },
        set: { @MainActor routes in self.write(.path(routes, on: stack)) })
    }

    /// The binding of the `NavigationStack` in a split view's detail column: the tab's path
    /// after the column's first route. Its set writes the whole path (what was handed out, up
    /// to and with that first route, then the written routes), so a back in the column pops
    /// the tab's stack and a stale write is ignored as on any stack.
    ///
    /// - Parameters:
    ///   - tab: The tab.
    ///   - first: The position in the tab's path of the column's first route.
    /// - Returns: The binding.
    public func columnPathBinding(on tab: TabID, after first: Int) -> Binding<[AnyRoute]> {
      let stack = StackID.tab(tab)
      _ = path(on: stack)
      return Binding(
        get: { @MainActor in Array(self.path(on: stack).dropFirst(first + 1)) },
        set: { @MainActor routes in
          let handedOut = self.ledger.paths[stack] ?? self.router.path(on: stack).routes
          self.write(.path(Array(handedOut.prefix(first + 1)) + routes, on: stack))
        })
    }

    /// The binding `sheet(item:)` or `fullScreenCover(item:)` takes for the modal over a
    /// stack: its set of `nil` (a swipe down) dismisses that modal.
    ///
    /// - Parameters:
    ///   - stack: The presenting stack.
    ///   - style: The style the modifier shows; a modal of the other style reads `nil`.
    /// - Returns: The binding.
    public func presentationBinding(over stack: StackID, style: PresentationStyle)
      -> Binding<PresentationID?>
    {
      _ = presentation(over: stack, style: style)
      return Binding(
        get: { @MainActor in self.presentation(over: stack, style: style) },
        set: { @MainActor shown in self.write(.presentation(shown, over: stack)) })
    }

    /// The selection binding `presentationDetents(_:selection:)` takes for the sheet over a
    /// stack: its set (a drag) selects the offered detent it names.
    ///
    /// - Parameter stack: The presenting stack.
    /// - Returns: The binding; a written detent the sheet does not offer changes nothing.
    public func detentBinding(over stack: StackID) -> Binding<PresentationDetent> {
      _ = detent(over: stack)
      return Binding(
        get: { @MainActor in self.detent(over: stack).presentationDetent },
        set: { @MainActor written in
          guard let detent = self.detents(over: stack)?.detent(matching: written) else { return }
          self.write(.detent(detent, over: stack))
        })
    }

    /// The selection binding `TabView(selection:)` takes: its set (a tab bar tap) selects
    /// the tab.
    public var tabBinding: Binding<TabID> {
      _ = selectedTab
      return Binding(
        get: { @MainActor in self.selectedTab },
        set: { @MainActor tab in self.write(.tab(tab)) })
    }

    /// The `isPresented` binding of the alert on a stack (see `alert(on:)`); its set is
    /// never an answer: the alert's buttons answer.
    ///
    /// - Parameter stack: The stack whose view attaches the alert.
    /// - Returns: The binding.
    public func alertPresentedBinding(on stack: StackID) -> Binding<Bool> {
      _ = alert(on: stack)
      return Binding(
        get: { @MainActor in self.alert(on: stack) != nil },
        set: { @MainActor presented in self.write(.alertPresented(presented)) })
    }
  }
#endif
