import NavigationCore

extension AppNavigationState {
  /// Applies one command; the pure reducer behind ``Router/apply(_:)``.
  ///
  /// A command that names a stack acts on it; a spelling without a stack acts on the stack on
  /// screen when it runs (``activeStackID``). A command with nothing to act on leaves the state
  /// unchanged.
  ///
  /// - Parameter command: The command.
  /// - Returns: A diagnostic's message when the command was rejected or had nothing to act on,
  ///   such as an unknown tab.
  /// - Complexity: O(*n*) in the depth of nested modals plus the length of a replaced path.
  @discardableResult
  public mutating func apply(_ command: NavigationCommand) -> String? {
    let (edit, diagnostic) = edit(for: command)
    if let edit { apply(edit: edit) }
    return diagnostic?.description
  }

  /// Applies commands in order.
  ///
  /// - Parameter commands: The commands.
  /// - Returns: The messages of the diagnostics of the commands, in order.
  /// - Complexity: O(*m*) commands, each as in ``apply(_:)-(NavigationCommand)``.
  @discardableResult
  public mutating func apply(_ commands: [NavigationCommand]) -> [String] {
    commands.compactMap { apply($0) }
  }

  /// What a command changes, without changing anything: `nil` exactly when applying it
  /// leaves the state equal to this one.
  ///
  /// - Parameter command: The command.
  /// - Returns: The edit, or `nil` for no change, and a diagnostic when the command was
  ///   rejected or had nothing to act on (such a command changes nothing).
  /// - Complexity: O(*n*) in the depth of nested modals plus the length of the changed path
  ///   (the changed stack is copied).
  package func edit(
    for command: NavigationCommand
  ) -> (edit: StateEdit?, diagnostic: NavigationDiagnostic?) {
    switch command {
    case .onActiveStack(let relative):
      return edit(for: relative)
    case .push(let route, let id):
      return editStack(id) { stack, _ in stack.path.push(route) }
    case .popCount(let count, let id):
      return editStack(id) { stack, diagnostic in
        guard count > 0 else { return false }
        guard !stack.path.isEmpty else {
          diagnostic = .nothingToPop(on: id)
          return false
        }
        stack.path.pop(count: count)
        return true
      }
    case .popTo(let match, let id):
      return editStack(id) { stack, diagnostic in
        let count = stack.path.count
        if !stack.path.pop(to: match) { diagnostic = .noRouteMatching(match, on: id) }
        return stack.path.count != count
      }
    case .popToRoot(let id):
      return editStack(id) { stack, _ in stack.path.shrink { $0.popToRoot() } }
    case .replacePath(let routes, let id):
      return editStack(id) { stack, _ in
        guard stack.path.routes != routes else { return false }
        stack.path.replace(with: routes)
        return true
      }
    case .replaceTop(let route, let id):
      return editStack(id) { stack, _ in
        guard stack.path.isEmpty || stack.path.top != route else { return false }
        stack.path.replaceTop(with: route)
        return true
      }
    case .present(let route, let style, let id):
      // The duplicate guards: the modal over the stack is this one already, or the stack is
      // this modal's own (a double tap from inside a sheet never stacks a copy of it).
      if let holding = tabStacks[id.tab]?.presentation(holdingDepth: id.depth),
        holding.root == route
      {
        return (nil, nil)
      }
      return editStack(id) { stack, _ in
        guard stack.presentation?.root != route else { return false }
        stack.presentation = Presentation(style: style, root: route)
        return true
      }
    case .dismiss(let id):
      return editStack(id) { stack, diagnostic in
        guard stack.presentation != nil else {
          diagnostic = .nothingToDismiss(over: id)
          return false
        }
        stack.presentation = nil
        return true
      }
    case .dismissAll(let tab):
      return editStack(.tab(tab)) { stack, _ in
        guard stack.presentation != nil else { return false }
        stack.presentation = nil
        return true
      }
    case .showAlert(let request):
      return (alert == request ? nil : .alert(request), nil)
    case .dismissAlert:
      return (alert == nil ? nil : .alert(nil), nil)
    case .selectTab(let tab):
      guard tabOrder.contains(tab) else { return (nil, .unknownTab(tab, tabs: tabOrder)) }
      return (selectedTab == tab ? nil : .selectTab(tab), nil)
    }
  }

  /// What a command on the stack on screen changes: the same command naming that stack, so
  /// both spellings mean the same in the same state.
  private func edit(
    for command: ActiveStackCommand
  ) -> (edit: StateEdit?, diagnostic: NavigationDiagnostic?) {
    let active = activeStackID
    switch command {
    case .push(let route):
      return (activeStack.path.top == route ? nil : .push(route), nil)
    case .back:
      return activeStack.path.isEmpty ? (nil, .nothingToPop(on: active)) : (.back, nil)
    case .popTo(let match):
      // The message names no stack, as the command did not.
      let (edit, diagnostic) = edit(for: .popTo(match, on: active))
      return (edit, diagnostic.map { _ in .noRouteMatching(match, on: nil) })
    case .popCount(let count): return edit(for: .popCount(count, on: active))
    case .popToRoot: return edit(for: .popToRoot(on: active))
    case .replacePath(let routes): return edit(for: .replacePath(routes, on: active))
    case .replaceTop(let route): return edit(for: .replaceTop(route, on: active))
    case .present(let route, let style):
      return edit(for: .present(route, style: style, over: active))
    case .dismiss:
      guard let presenting = active.presenting else {
        return (nil, .nothingToDismiss(over: active))
      }
      return edit(for: .dismiss(over: presenting))
    case .dismissAll: return edit(for: .dismissAll(tab: selectedTab))
    }
  }

  /// Applies an edit computed by ``edit(for:)`` from this state.
  ///
  /// - Parameter edit: The edit.
  package mutating func apply(edit: StateEdit) {
    switch edit {
    case .push(let route): pushOnActiveStack(route)
    case .back: backOnActiveStack()
    case .stack(let tab, let stack): tabStacks[tab] = stack
    case .alert(let request): alert = request
    case .selectTab(let tab): selectedTab = tab
    }
  }

  /// The tab whose stacks an edit computed from this state changes, or `nil` for an edit of
  /// the alert or the selected tab.
  ///
  /// - Parameter edit: The edit, computed by ``edit(for:)`` from this state.
  package func tab(changedBy edit: StateEdit) -> TabID? {
    switch edit {
    case .push, .back: selectedTab
    case .stack(let tab, _): tab
    case .alert, .selectTab: nil
    }
  }

  /// Whether pushing `route` changes this state: the active stack's top is another route.
  ///
  /// Mutating only to read the active stack in place rather than copy it; changes nothing.
  ///
  /// - Parameter route: The pushed route.
  /// - Returns: What ``edit(for:)`` says of `.push(route)`: `true` exactly for `.push`.
  package mutating func pushChanges(_ route: AnyRoute) -> Bool {
    tabStacks.inPlace(selectedTab) { $0.withActiveStack { $0.path.top != route } } ?? true
  }

  /// Whether a back changes this state: the active stack has a route. Mutating only to read
  /// the active stack in place; changes nothing.
  ///
  /// - Returns: What ``edit(for:)`` says of `.back`: `true` exactly for `.back`.
  package mutating func backChanges() -> Bool {
    tabStacks.inPlace(selectedTab) { $0.withActiveStack { !$0.path.isEmpty } } ?? false
  }

  /// Pushes `route` on the active stack in place, without comparing it to the top: the
  /// write of ``StateEdit/push(_:)``.
  package mutating func pushOnActiveStack(_ route: AnyRoute) {
    tabStacks.update(selectedTab) { $0.withActiveStack { $0.path.pushChecked(route) } }
  }

  /// Removes the active stack's top route in place, if any: the write of ``StateEdit/back``.
  package mutating func backOnActiveStack() {
    tabStacks.update(selectedTab) { $0.withActiveStack { _ = $0.path.back() } }
  }

  /// The tab's stack with the named stack changed by `body` on a copy, or `nil` when `body`
  /// reports no change; a stack that does not exist is a diagnostic and no change. A no-op
  /// never adds a stack for a tab that has none.
  private func editStack(
    _ id: StackID,
    _ body: (inout NavigationStackState, inout NavigationDiagnostic?) -> Bool
  ) -> (edit: StateEdit?, diagnostic: NavigationDiagnostic?) {
    guard var tabStack = tabStacks[id.tab] ?? (hasStack(for: id.tab) ? .init() : nil) else {
      return (nil, .noStack(id, presented: nil, tabs: tabOrder))
    }
    var diagnostic: NavigationDiagnostic?
    guard let changed = tabStack.withStack(atDepth: id.depth, { body(&$0, &diagnostic) }) else {
      return (nil, .noStack(id, presented: tabStack.presentationDepth, tabs: tabOrder))
    }
    return (changed ? .stack(id.tab, tabStack) : nil, diagnostic)
  }
}

extension RoutePath {
  /// Runs a change that only removes routes and says whether it removed any.
  fileprivate mutating func shrink(_ body: (inout RoutePath) -> Void) -> Bool {
    let count = count
    body(&self)
    return self.count != count
  }
}
