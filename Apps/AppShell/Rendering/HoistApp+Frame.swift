import NavigationCore
import NavigationRouter

extension HoistApp {
  /// What is on screen now, for the renderers.
  ///
  /// - Parameters:
  /// - Parameter message: What the last command's outcome said.
  /// - Returns: The frame.
  package func frame(message: String?) -> ShellFrame {
    let state = router.state
    let stack = state.selectedStack
    var titles = [router.screen(for: nil).title]
    titles += stack.path.map { router.screen(for: $0).title }
    var modals: [ShellFrame.ModalTrail] = []
    var presentation = stack.presentation
    while let current = presentation {
      let modalTitles =
        [router.screen(for: current.root).title]
        + current.stack.path.map { router.screen(for: $0).title }
      modals.append(ShellFrame.ModalTrail(style: current.style, titles: modalTitles))
      presentation = current.stack.presentation
    }
    return ShellFrame(
      window: state.window, layout: state.layout.rawValue, tabs: state.tabOrder,
      tab: state.selectedTab,
      path: stack.path, presentation: stack.presentation, alert: state.alert,
      screen: router.screen(for: state.visibleRoute), titles: titles, modals: modals,
      message: message,
      sidebar: state.layout == .regular && !stack.path.isEmpty ? router.screen(for: nil) : nil)
  }
}
