import NavigationRouter

/// An app `hoist graph` can explore: its router, a way to copy it, and its link handling.
@MainActor
package protocol ExplorableApp: AnyObject {
  /// The app's data change type.
  associatedtype Change: Sendable

  /// The router whose state and screens are explored.
  var router: Router<Change> { get }

  /// A new app in the same navigation state and with the same data, changed independently.
  ///
  /// - Returns: The copy.
  /// - Throws: When the copy cannot be built (its features cannot be registered).
  func fork() throws -> Self

  /// Opens a deep link the way the app does (parse, resolve, apply).
  ///
  /// - Parameter url: The URL.
  /// - Throws: When the URL is not a link of the app, or is malformed.
  func openLink(_ url: String) throws
}
