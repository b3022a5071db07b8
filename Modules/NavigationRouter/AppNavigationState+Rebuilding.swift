import NavigationCore

extension AppNavigationState {
  /// The commands that turn any state with the same tabs into this one: every tab's path and
  /// modals, the selected tab and the alert.
  ///
  /// Restoration applies them as one outcome, so a restored state takes the same road as an
  /// intent or a deep link. A tab not in ``tabOrder`` has no commands.
  ///
  /// - Complexity: O(*t* + *d*) in the number of tabs and of nested modals.
  public var rebuildingCommands: [NavigationCommand] {
    var commands: [NavigationCommand] = [.dismissAlert]
    for tab in tabOrder {
      commands += [.selectTab(tab), .dismissAll]
      var stack = tabStacks[tab] ?? NavigationStackState()
      commands.append(.replacePath(stack.path.routes))
      while let presentation = stack.presentation {
        commands += [
          .present(presentation.root, style: presentation.style),
          .replacePath(presentation.stack.path.routes),
        ]
        stack = presentation.stack
      }
    }
    commands.append(.selectTab(selectedTab))
    if let alert { commands.append(.showAlert(alert)) }
    return commands
  }
}
