import NavigationRouter

/// An app that is one router, copied by building a new router and giving it the state.
@MainActor
final class RouterApp<Change: Sendable>: ExplorableApp {
  let router: Router<Change>
  private let makeRouter: @MainActor @Sendable () throws -> Router<Change>

  init(makeRouter: @escaping @MainActor @Sendable () throws -> Router<Change>) throws {
    self.makeRouter = makeRouter
    router = try makeRouter()
  }

  func fork() throws -> RouterApp<Change> {
    let copy = try RouterApp(makeRouter: makeRouter)
    copy.router.replaceState(router.state)
    return copy
  }

  func openLink(_ url: String) throws {
    let opening = router.open(url)
    if opening.kind == .malformed { throw MalformedLink(message: opening.message ?? url) }
  }

  /// A link of the app that does not parse; the message names the bad part.
  struct MalformedLink: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
