import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// What is on screen now, for the renderers.
  ///
  /// Builds each screen once: the breadcrumbs come from the features' cheap titles, and the
  /// screen on top is kept for the next `tap` (see ``shownScreen``).
  ///
  /// - Parameter message: What the last command's outcome said.
  /// - Returns: The frame.
  package func frame(message: String?) -> ShellFrame {
    let state = router.state
    let stack = state.selectedStack
    var titles = [router.title(for: nil)]
    titles += stack.path.map { router.title(for: $0) }
    var modals: [ShellFrame.ModalTrail] = []
    var presentation = stack.presentation
    while let current = presentation {
      let modalTitles =
        [router.title(for: current.root)] + current.stack.path.map { router.title(for: $0) }
      modals.append(ShellFrame.ModalTrail(style: current.style, titles: modalTitles))
      presentation = current.stack.presentation
    }
    let screen = router.screen(for: state.visibleRoute)
    shown = ShownScreen(state: state, data: userData.state, screen: screen)
    return ShellFrame(
      window: state.window, layout: state.layout.rawValue, tabs: state.tabOrder,
      tab: state.selectedTab,
      path: stack.path, presentation: stack.presentation, alert: state.alert,
      screen: screen, titles: titles, modals: modals,
      link: currentLink(), windowCount: windowNumbers.count, message: message,
      columns: state.layout == .regular ? columns() : nil)
  }

  /// The regular layout's columns as drawn: each column's route and screen, and the row that
  /// chose the column to its right.
  private func columns() -> [ShellFrame.Column] {
    let columns = router.columns
    let screens = columns.map { router.screen(for: $0.top) }
    return columns.indices.map { index in
      let next = columns.indices.contains(index + 1) ? columns[index + 1].routes.first : nil
      return ShellFrame.Column(
        role: columns[index].role, route: columns[index].top, screen: screens[index],
        selection: next.map { router.title(for: $0) })
    }
  }
}
