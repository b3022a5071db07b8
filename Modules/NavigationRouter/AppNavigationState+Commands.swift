import NavigationCore

extension AppNavigationState {
  /// Applies one command; the pure reducer behind ``Router/apply(_:)``.
  ///
  /// Stack commands act on the active stack (the selected tab's deepest presented stack, or
  /// its own). A command with nothing to act on leaves the state unchanged.
  ///
  /// - Parameter command: The command.
  /// - Returns: A diagnostic when the command was rejected, such as an unknown tab.
  /// - Complexity: O(*n*) in the depth of nested modals plus the length of a replaced path.
  @discardableResult
  public mutating func apply(_ command: NavigationCommand) -> String? {
    let (edit, diagnostic) = edit(for: command)
    if let edit { apply(edit: edit) }
    return diagnostic
  }

  /// Applies commands in order.
  ///
  /// - Parameter commands: The commands.
  /// - Returns: The diagnostics of rejected commands, in order.
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
  ///   rejected (a rejected command changes nothing).
  /// - Complexity: O(*n*) in the depth of nested modals plus the length of the changed path
  ///   (the changed stack is copied).
  package func edit(for command: NavigationCommand) -> (edit: StateEdit?, diagnostic: String?) {
    switch command {
    case .push(let route):
      return (activeStack.path.top == route ? nil : .push(route), nil)
    case .back:
      return (activeStack.path.isEmpty ? nil : .back, nil)
    case .popTo(let match):
      var found = true
      let edit = editActiveStack { stack in
        let count = stack.path.count
        found = stack.path.pop(to: match)
        return stack.path.count != count
      }
      return (edit, found ? nil : "no route matching \(match) in the path; nothing was popped")
    case .popCount(let count):
      return (editActiveStack { $0.path.shrink { $0.pop(count: count) } }, nil)
    case .popToRoot:
      return (editActiveStack { $0.path.shrink { $0.popToRoot() } }, nil)
    case .replacePath(let routes):
      let edit = editActiveStack { stack in
        guard stack.path.routes != routes else { return false }
        stack.path.replace(with: routes)
        return true
      }
      return (edit, nil)
    case .replaceTop(let route):
      let edit = editActiveStack { stack in
        guard stack.path.isEmpty || stack.path.top != route else { return false }
        stack.path.replaceTop(with: route)
        return true
      }
      return (edit, nil)
    case .present(let route, let style):
      // The duplicate guard: presenting what is already presented on top changes nothing.
      // Otherwise the active stack presents nothing yet, so presenting always changes it.
      guard activePresentation?.root != route else { return (nil, nil) }
      let edit = editActiveStack { stack in
        stack.presentation = Presentation(style: style, root: route)
        return true
      }
      return (edit, nil)
    case .dismiss:
      return (editSelectedStack { $0.dismissTop() }, nil)
    case .dismissAll:
      let edit = editSelectedStack { stack in
        guard stack.presentation != nil else { return false }
        stack.presentation = nil
        return true
      }
      return (edit, nil)
    case .showAlert(let request):
      return (alert == request ? nil : .alert(request), nil)
    case .dismissAlert:
      return (alert == nil ? nil : .alert(nil), nil)
    case .selectTab(let tab):
      guard tabOrder.contains(tab) else {
        let tabs = tabOrder.map(\.rawValue).joined(separator: ", ")
        return (nil, "unknown tab '\(tab)'; the tabs are \(tabs)")
      }
      return (selectedTab == tab ? nil : .selectTab(tab), nil)
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

  /// The selected tab's stack changed by `body` on a copy, or `nil` when `body` reports no
  /// change; a no-op never adds a stack for a tab that has none.
  private func editSelectedStack(_ body: (inout NavigationStackState) -> Bool) -> StateEdit? {
    var stack = selectedStack
    return body(&stack) ? .stack(selectedTab, stack) : nil
  }

  /// The selected tab's stack with its active stack changed by `body`, or `nil` when `body`
  /// reports no change.
  private func editActiveStack(_ body: (inout NavigationStackState) -> Bool) -> StateEdit? {
    editSelectedStack { $0.withActiveStack(body) }
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
