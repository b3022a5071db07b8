import NavigationCore

extension Router {
  /// How the window arranges the state; observing it is notified only when the window's frame
  /// (its number, layout or tabs) changes.
  public var layout: Layout {
    access(ObservedPart.frame)
    return storage.state.layout
  }

  /// The tabs in display order; observing it is notified only when the window's frame changes.
  public var tabOrder: [TabID] {
    access(ObservedPart.frame)
    return storage.state.tabOrder
  }

  /// The detents of the sheet a stack presents; observing it is notified when the modal over
  /// that stack is presented, dismissed or replaced, or its selected detent changes.
  ///
  /// - Parameter stack: The presenting stack.
  /// - Returns: The sheet's detents, or `nil` for a sheet with the system's default, a
  ///   full-screen cover, or no modal.
  public func detents(over stack: StackID) -> SheetDetents? {
    _ = presented(over: stack)
    return storage.state.stack(stack)?.presentation?.detents
  }

  /// Sends an intent from a route on a named stack and applies the outcome as one state write.
  ///
  /// Unlike ``send(_:from:)``, which hands the feature the context of the stack on screen,
  /// the feature sees the stack the view is in (``AppNavigationState/context(on:route:)``):
  /// its path, the modal that holds it, and `context.stack` for commands that name it.
  ///
  /// - Parameters:
  ///   - intent: The intent; ``/NavigationCore/AnyIntent/feature`` names the handling feature.
  ///   - route: The route whose view sent it, or `nil` for the stack's root.
  ///   - stack: The stack the view is in.
  /// - Returns: The outcome's message, or its rejection (then nothing changed).
  @discardableResult
  public func send(_ intent: AnyIntent, from route: AnyRoute?, on stack: StackID) -> IntentReply {
    apply(resolve(intent, in: storage.state.context(on: stack, route: route)))
  }

  /// Selects a detent of the sheet presented over a stack, as one state write: what a drag
  /// of the sheet does, saved and restored with the sheet.
  ///
  /// Not a ``/NavigationCore/NavigationCommand`` (adding a case would break exhaustive switches
  /// over commands) and no ``NavigationEvent``: a drag is not navigation. Observers of
  /// ``presented(over:)`` and ``detents(over:)`` of that stack are told.
  ///
  /// - Parameters:
  ///   - detent: One of the detents the sheet offers.
  ///   - stack: The presenting stack.
  /// - Returns: `false` when nothing changed: no such stack or sheet, a sheet without
  ///   detents, a detent it does not offer, or the one already selected.
  @discardableResult
  public func selectDetent(_ detent: SheetDetent, over stack: StackID) -> Bool {
    var next = storage.state
    guard next.selectDetent(detent, over: stack) else { return false }
    commit(next)
    return true
  }
}
