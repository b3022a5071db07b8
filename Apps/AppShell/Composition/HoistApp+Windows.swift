import NavigationCore
import NavigationRouter
import TerminalEscaping

extension HoistApp {
  /// The most windows open at once; window numbers are always `1...maximumWindows`.
  nonisolated package static let maximumWindows = 16

  /// The number of a new window: one above the highest open one, else (when that is above
  /// ``maximumWindows``) the lowest free number.
  ///
  /// - Parameter numbers: The open windows' numbers, ascending, fewer than
  ///   ``maximumWindows``.
  /// - Returns: A free number in `1...maximumWindows`.
  static func newWindowNumber(after numbers: [Int]) -> Int {
    if let last = numbers.last, last >= 0, last < maximumWindows { return last + 1 }
    if numbers.isEmpty { return 1 }
    let used = Set(numbers)
    return (1...maximumWindows).first { !used.contains($0) } ?? 1
  }

  /// The numbers of every open window, ascending.
  package var windowNumbers: [Int] {
    (Array(parkedWindows.keys) + [router.state.window]).sorted()
  }

  /// Runs a window command.
  ///
  /// Each window has its own tabs, stacks, presentations and alert; the router holds the
  /// active one's state and the others wait in ``parkedWindows``. Showing another window is
  /// one state write.
  ///
  /// - Parameter command: The command.
  /// - Returns: What happened, for the screen's message.
  /// - Throws: ``ShellError/noSuchWindow(_:open:)`` for a window that is not open,
  ///   ``ShellError/lastWindow(_:)`` when closing the only window, and
  ///   ``ShellError/tooManyWindows(limit:)`` for a new one when ``maximumWindows`` are open.
  package func execute(window command: WindowCommand) throws(ShellError) -> String? {
    switch command {
    case .list:
      return windowList()
    case .new:
      let numbers = windowNumbers
      guard numbers.count < Self.maximumWindows else {
        throw .tooManyWindows(limit: Self.maximumWindows)
      }
      let number = Self.newWindowNumber(after: numbers)
      let state = AppNavigationState(
        tabs: Self.tabs, selectedTab: Self.tabs[0], window: number, layout: router.state.layout)
      park(andShow: state)
      return "Opened window \(number)."
    case .show(let number):
      guard number != router.state.window else { return "Window \(number) is showing." }
      guard let state = parkedWindows[number] else {
        throw .noSuchWindow(number, open: windowNumbers)
      }
      park(andShow: state)
      return nil
    case .close(let number):
      let numbers = windowNumbers
      guard numbers.contains(number) else { throw .noSuchWindow(number, open: numbers) }
      guard numbers.count > 1 else { throw .lastWindow(number) }
      guard number == router.state.window else {
        parkedWindows[number] = nil
        return "Closed window \(number)."
      }
      // The nearest lower window takes over, else the next higher one.
      let next = numbers.last { $0 < number } ?? numbers.first { $0 > number } ?? number
      if let state = parkedWindows.removeValue(forKey: next) {
        router.replaceState(state)
      }
      return "Closed window \(number); showing window \(next)."
    }
  }

  /// One line per window: its number, tab and the title of its screen on top (escaped with
  /// ``TerminalText``); `*` marks the window on screen.
  package func windowList() -> String {
    var lines: [String] = []
    for number in windowNumbers {
      let active = number == router.state.window
      let state = active ? router.state : parkedWindows[number]
      guard let state else { continue }
      let route = state.visibleRoute ?? router.registry.tabRoot(for: state.selectedTab)
      let title =
        route.map {
          router.registry.screen(for: $0, in: state.context(for: $0)).title
        } ?? state.selectedTab.rawValue
      let shown = "\(state.selectedTab) › \(title)"
      lines.append("\(active ? "*" : " ") window \(number): \(TerminalText.escaped(shown))")
    }
    return lines.joined(separator: "\n")
  }

  /// Parks the active window and shows another state, as one write.
  private func park(andShow state: AppNavigationState) {
    parkedWindows[router.state.window] = router.state
    parkedWindows[state.window] = nil
    router.replaceState(state)
  }

  /// Shows a parked window, as one write; nothing when it is on screen or not open.
  ///
  /// - Parameter number: The window's number.
  package func showWindow(_ number: Int) {
    guard number != router.state.window, let state = parkedWindows[number] else { return }
    park(andShow: state)
  }
}
