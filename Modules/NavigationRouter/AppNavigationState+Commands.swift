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
    switch command {
    case .push(let route):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.push(route) } }
    case .back:
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.back() } }
    case .popTo(let match):
      var found = true
      updateSelectedStack { stack in stack.updateActiveStack { found = $0.path.pop(to: match) } }
      if !found { return "no route matching \(match) in the path; nothing was popped" }
    case .popCount(let count):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.pop(count: count) } }
    case .popToRoot:
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.popToRoot() } }
    case .replacePath(let routes):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.replace(with: routes) } }
    case .replaceTop(let route):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.replaceTop(with: route) } }
    case .present(let route, let style):
      // The duplicate guard: presenting what is already presented on top changes nothing.
      guard activePresentation?.root != route else { return nil }
      updateSelectedStack { stack in
        stack.updateActiveStack { $0.presentation = Presentation(style: style, root: route) }
      }
    case .dismiss:
      updateSelectedStack { $0.dismissTop() }
    case .dismissAll:
      updateSelectedStack { $0.presentation = nil }
    case .showAlert(let request):
      alert = request
    case .dismissAlert:
      alert = nil
    case .selectTab(let tab):
      guard tabOrder.contains(tab) else {
        return
          "unknown tab '\(tab)'; the tabs are \(tabOrder.map(\.rawValue).joined(separator: ", "))"
      }
      selectedTab = tab
    }
    return nil
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

  /// Changes the selected tab's stack, writing it back only when it changed, so a no-op
  /// never adds a stack for a tab that has none.
  private mutating func updateSelectedStack(_ body: (inout NavigationStackState) -> Void) {
    let old = selectedStack
    var new = old
    body(&new)
    if new != old {
      stacks[selectedTab] = new
    }
  }
}
