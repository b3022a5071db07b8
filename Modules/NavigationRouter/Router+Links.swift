import Foundation
import NavigationCore

extension Router {
  /// Opens a deep link or universal link: parses it, resolves it against current data and
  /// the screen on top with the arrival rules of ``LinkResolver``, and applies its data
  /// changes and commands as one write.
  ///
  /// Call it from SwiftUI's `onOpenURL` and from a universal link's user activity. The event
  /// ``NavigationEvent/linkOpened(url:outcome:)`` comes first, even when nothing changes.
  ///
  /// - Parameter text: The URL text, as it arrived.
  /// - Returns: How it opened, what to tell the user and the events of the apply. A malformed
  ///   link of this app changes nothing and says which part is wrong.
  /// - Complexity: O(*n*) in the length of the URL and the routes it builds.
  @discardableResult
  public func open(_ text: String) -> LinkOpening {
    // The stored state itself: opening a link observes nothing (reading ``state`` would
    // tell the registrar of every part, twice an open).
    let before = storage.state
    let resolution: LinkResolution<Change>
    do {
      resolution = try LinkResolver.resolve(text, registry: registry, state: before)
    } catch {
      let cause: [NavigationEvent] = [.linkOpened(url: text, outcome: "malformed")]
      apply(Outcome(), cause: cause)
      return LinkOpening(
        kind: .malformed, message: "malformed link: \(error.description)", events: cause,
        error: error)
    }
    return open(text, resolved: resolution, from: before)
  }

  /// Opens a deep link or universal link, as ``open(_:)-(String)`` does with its text.
  ///
  /// - Parameter url: The URL, such as the one `onOpenURL` hands over.
  /// - Returns: How it opened, what to tell the user and the events of the apply.
  @discardableResult
  public func open(_ url: URL) -> LinkOpening {
    open(url.absoluteString)
  }

  /// Opens a link in whichever window already shows its target, else in this one.
  ///
  /// An app with several windows (scenes) keeps one router per window; a link that arrives in one
  /// of them opens in the first other window whose tab shows the link's top route on top, unless
  /// this one does (``LinkResolver/window(showing:_:presenting:active:windows:)``). The app then
  /// brings that window to the front.
  ///
  /// - Parameters:
  ///   - text: The URL text, as it arrived.
  ///   - windows: The routers of the other windows, in the order to try them.
  /// - Returns: The router the link opened in, and how it opened.
  @discardableResult
  public func open(_ text: String, orIn windows: [Router]) -> (
    router: Router, opening: LinkOpening
  ) {
    guard !windows.isEmpty,
      let resolution = try? LinkResolver.resolve(text, registry: registry, state: state),
      let tab = resolution.tab, let path = resolution.path,
      let index = LinkResolver.window(
        showing: tab, path, presenting: resolution.presentation, active: state,
        windows: windows.map(\.state))
    else { return (self, open(text)) }
    return (windows[index], windows[index].open(text))
  }

  /// Resolves a link against this router's state without changing anything.
  ///
  /// - Parameter text: The URL text.
  /// - Returns: Where it would land, with the commands and data changes of landing there.
  /// - Throws: ``/NavigationCore/LinkError`` naming what is malformed.
  public func resolveLink(_ text: String) throws(LinkError) -> LinkResolution<Change> {
    try LinkResolver.resolve(text, registry: registry, state: state)
  }

  /// Prints the link of the screen on top, which ``open(_:)-(String)`` opens again.
  ///
  /// - Parameter form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL.
  /// - Throws: ``/NavigationCore/LinkPrintingError`` saying why this screen has no link;
  ///   see ``FeatureRegistry/link(of:form:)``.
  public func link(form: LinkForm = .custom) throws(LinkPrintingError) -> String {
    try registry.link(of: state, form: form)
  }

  /// Applies a resolution made against `before` as one outcome, the link's event first.
  private func open(
    _ text: String, resolved resolution: LinkResolution<Change>, from before: AppNavigationState
  ) -> LinkOpening {
    let cause: [NavigationEvent] = [.linkOpened(url: text, outcome: resolution.kind.rawValue)]
    let reply = apply(
      Outcome(
        commands: resolution.commands, changes: resolution.changes, message: resolution.message),
      cause: cause)
    let events =
      cause
      + NavigationEvent.changes(
        from: before, to: storage.state, alertConfirmed: false)
    return LinkOpening(
      kind: LinkOpening.Kind(resolution.kind), message: reply.message, events: events)
  }
}
