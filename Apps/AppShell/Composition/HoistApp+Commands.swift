import Foundation
import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// Runs one shell command.
  ///
  /// - Parameter command: The command; ``ShellCommand/quit`` is the session's to handle.
  /// - Returns: What the command's outcome said, if anything.
  /// - Throws: ``ShellError`` naming the input when the command cannot run or a feature
  ///   refused its input; nothing changes then.
  package func execute(_ command: ShellCommand) throws(ShellError) -> String? {
    if let alert = router.state.alert {
      switch command {
      case .confirm: return try answer(router.confirmAlert())
      case .cancel:
        router.cancelAlert()
        return nil
      case .show, .quit: return nil
      case .help: return ShellCommandParser.helpText
      // A link arriving from outside cannot be refused; it answers the alert as cancel.
      case .open(let url): return try open(url)
      case .link(let form): return link(form: form)
      case .window(.list): return windowList()
      default: throw .alertShowing(title: alert.title)
      }
    }
    switch command {
    case .tapNumber(let number):
      return try tap(number: number)
    case .tapLabel(let label):
      return try tap(number: number(of: label))
    case .doubleTap(let target):
      // Both taps reach the screen that was on top before either is handled.
      let number: Int
      if let given = Int(target) { number = given } else { number = try self.number(of: target) }
      let route = router.state.visibleRoute
      let intent = try intent(number: number)
      let first = try answer(router.send(intent, from: route))
      let second = try answer(router.send(intent, from: route))
      return second ?? first
    case .type(let text):
      let screen = shownScreen
      guard let input = screen.textInput else {
        // A split view keeps a text field on screen in a column left of the top one.
        if let typed = try typeInColumn(text) { return typed }
        throw .noTextField(title: screen.title)
      }
      return try answer(router.send(input.intent(for: text), from: router.state.visibleRoute))
    case .open(let url):
      return try open(url)
    case .link(let form):
      return link(form: form)
    case .window(let command):
      return try execute(window: command)
    case .back:
      if router.state.layout == .regular, router.state.activePresentation == nil {
        return backInColumns()
      }
      guard router.state.activeStack.path.isEmpty else {
        router.apply([.back])
        return nil
      }
      if let modal = router.state.activePresentation {
        return "Nothing to go back to in this \(Self.name(of: modal.style)); dismiss closes it."
      }
      return "Nothing to go back to."
    case .dismiss:
      guard router.state.activePresentation != nil else { return "Nothing to dismiss." }
      router.apply([.dismiss])
      return nil
    case .tab(let name):
      let tab = TabID(rawValue: name)
      guard Self.tabs.contains(tab) else {
        throw .unknownTab(name, known: Self.tabs.map(\.rawValue))
      }
      // A sheet or cover covers the tab bar, as on a phone.
      if let modal = router.state.activePresentation {
        throw .modalShowing(
          style: Self.name(of: modal.style), title: router.title(for: modal.root))
      }
      // Choosing the tab that is already selected pops its stack to the root, as a tab bar does.
      router.apply(tab == router.state.selectedTab ? [.popToRoot] : [.selectTab(tab)])
      return nil
    case .confirm, .cancel:
      throw .noAlert
    case .show, .quit:
      return nil
    case .help:
      return ShellCommandParser.helpText
    case .layout(let name):
      return try switchLayout(to: name)
    case .choose(let column, let target):
      return try choose(target, inColumn: column)
    }
  }

  /// Whether the screen on top has a secure text field (a passcode), whose typed text is
  /// never echoed.
  package var visibleFieldIsSecure: Bool {
    router.screen(for: router.state.visibleRoute).textInput?.isSecure == true
  }

  // MARK: - Taps

  /// The rows and then the toolbar actions of a screen (the one on top by default), numbered
  /// from 1 in this order.
  private func tappableItems(of shown: Screen? = nil) -> [(label: String, intent: AnyIntent?)] {
    let screen = shown ?? shownScreen
    return screen.rows.map { ($0.label, $0.intent) } + screen.actions.map { ($0.label, $0.intent) }
  }

  private func tap(number: Int) throws(ShellError) -> String? {
    try answer(router.send(try intent(number: number), from: router.state.visibleRoute))
  }

  /// The intent of row or action `number` of a screen (the one on top by default).
  func intent(number: Int, of screen: Screen? = nil) throws(ShellError) -> AnyIntent {
    let items = tappableItems(of: screen)
    guard number >= 1, number <= items.count else {
      throw .noSuchRow(number: number, count: items.count)
    }
    let item = items[number - 1]
    guard let intent = item.intent else { throw .notTappable(item.label) }
    return intent
  }

  /// The number of the one row or action whose label matches, ignoring case.
  func number(of label: String, of screen: Screen? = nil) throws(ShellError) -> Int {
    let items = tappableItems(of: screen)
    let matches = items.indices.filter {
      items[$0].label.compare(label, options: .caseInsensitive) == .orderedSame
    }
    guard let first = matches.first else { throw .noSuchLabel(label) }
    guard matches.count == 1 else { throw .ambiguousLabel(label, numbers: matches.map { $0 + 1 }) }
    return first + 1
  }

  /// The message of a reply, or its rejection as a failed command.
  func answer(_ reply: IntentReply) throws(ShellError) -> String? {
    if let rejection = reply.rejection { throw .rejected(rejection) }
    return reply.message
  }

  static func name(of style: PresentationStyle) -> String {
    style == .sheet ? "sheet" : "full-screen cover"
  }
}
