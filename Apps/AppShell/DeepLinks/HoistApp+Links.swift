import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// Opens a deep link or universal link with the library's link opening
  /// (``Router/open(_:)-(String)``): parse, resolve against current data and the screen on
  /// top, apply data changes and commands together.
  ///
  /// The link opens in the window that already shows its target (its top route on top of
  /// that tab's stack, with its sheet or cover; for a tab-root link, that tab selected at its
  /// root with nothing presented), else in the active window; showing another window is one
  /// more write.
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The resolution's message (fallbacks, failures, foreign URLs and links to the
  ///   screen already on top say what happened).
  /// - Throws: ``ShellError/badLink(_:)`` when a URL of this app is malformed.
  package func open(_ url: String) throws(ShellError) -> String? {
    // A link opens in the window that already shows its target, else in the active one.
    if !parkedWindows.isEmpty, let resolution = try? router.resolveLink(url),
      let tab = resolution.tab, let path = resolution.path
    {
      let numbers = parkedWindows.keys.sorted()
      if let index = LinkResolver.window(
        showing: tab, path, presenting: resolution.presentation, active: router.state,
        windows: numbers.map { parkedWindows[$0]! })
      {
        showWindow(numbers[index])
      }
    }
    let opening = router.open(url)
    if opening.kind == .malformed, let message = opening.message {
      // The command names the URL already; the message says what is wrong with it.
      throw .badLink(message)
    }
    return opening.message
  }

  /// Resolves a link against a state without changing anything.
  ///
  /// - Parameters:
  ///   - url: The URL text.
  ///   - state: The state it arrives in.
  /// - Returns: The resolution.
  /// - Throws: ``ShellError/badLink(_:)`` naming what is malformed.
  package func resolveLink(_ url: String, in state: AppNavigationState) throws(ShellError)
    -> LinkResolution<UserDataChange>
  {
    do {
      return try LinkResolver.resolve(url, registry: router.registry, state: state)
    } catch {
      // The command names the URL already; the message says what is wrong with it.
      throw .badLink("malformed link: \(error.description)")
    }
  }

  /// The link of the screen on top, or why it has none.
  ///
  /// - Parameter form: The custom scheme or the https universal link.
  /// - Returns: The URL, or a sentence saying why this screen has no link.
  package func link(form: LinkForm) -> String {
    let printed = printLink(form: form)
    if case .success(let url) = printed { return url }
    let state = router.state
    let screen = router.screen(for: state.visibleRoute)
    if case .failure(let reason) = printed, reason != .noPattern {
      return "“\(screen.title)” has no link: \(reason.description)."
    }
    if let modal = state.activePresentation {
      let style = modal.style == .sheet ? "sheet" : "full-screen cover"
      return "“\(screen.title)” is a \(style) and has no link."
    }
    let keys = state.selectedStack.path.map(\.key).joined(separator: " › ")
    let what = keys.isEmpty ? "the \(state.selectedTab) tab's root" : keys
    return form == .https && currentLink(form: .custom) != nil
      ? "“\(screen.title)” has no https link; its link is \(currentLink(form: .custom) ?? "")."
      : "“\(screen.title)” has no link: no link pattern builds \(what)."
  }

  /// The URL of the screen on top: the selected tab's path, and the sheet or cover over it
  /// when one is presented with nothing pushed or presented inside it.
  ///
  /// - Parameter form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL, or `nil` when no pattern builds what is on screen.
  package func currentLink(form: LinkForm = .custom) -> String? {
    try? printLink(form: form).get()
  }

  /// The link of the screen on top, or why no link opens it.
  private func printLink(form: LinkForm) -> Result<String, LinkPrintingError> {
    Result { () throws(LinkPrintingError) in try router.link(form: form) }
  }
}
