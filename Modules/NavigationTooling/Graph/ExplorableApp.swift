import NavigationRouter

/// An app a ``NavigationTool`` can explore: its router, a way to copy it with its data, and
/// how it opens links.
///
/// Adopt it when the app's data changes as the user acts (an item added, a note deleted) and
/// the graph should see each step's data: ``fork()`` copies the data with the navigation
/// state. An app that is only its router uses ``NavigationTool/init(name:probeTexts:router:)``
/// instead.
@MainActor
public protocol ExplorableApp: AnyObject {
  /// The type of the app's data changes, as its router declares them.
  associatedtype Change: Sendable

  /// The router whose state and screens are explored.
  var router: Router<Change> { get }

  /// A new app in the same navigation state and with the same data, changed independently
  /// of this one (the graph explores each step on a copy).
  ///
  /// - Returns: The copy.
  /// - Throws: When the copy cannot be built (its features cannot be registered).
  func fork() throws -> Self

  /// Opens a deep link the way the app does (normally ``/NavigationRouter/Router/open(_:)-(String)``).
  ///
  /// - Parameter url: The URL.
  /// - Throws: When the URL is a link of the app but malformed; the error's description says
  ///   which part (the graph reports it as a link that does not parse back).
  func openLink(_ url: String) throws
}
