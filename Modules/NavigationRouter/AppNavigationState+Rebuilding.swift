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
      var stack = tabStacks[tab] ?? NavigationStackState()
      var id = StackID.tab(tab)
      // Each tab is selected as before the stacks were named, so a restoration's events stay
      // the same (a tab selected, then its stacks rebuilt).
      commands += [
        .selectTab(tab), .dismissAll(tab: tab), .replacePath(stack.path.routes, on: id),
      ]
      while let presentation = stack.presentation {
        commands.append(.present(presentation.root, style: presentation.style, over: id))
        id = id.presented
        commands.append(.replacePath(presentation.stack.path.routes, on: id))
        stack = presentation.stack
      }
    }
    commands.append(.selectTab(selectedTab))
    if let alert { commands.append(.showAlert(alert)) }
    return commands
  }
}
