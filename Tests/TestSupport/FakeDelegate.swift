import NavigationCore

/// A request of a fake feature to its composition root.
package enum FakeDelegate: Hashable, Sendable {
  /// Open the route on top of the stack the request came from.
  case open(AnyRoute)

  /// The fake composition root's mapping: an exhaustive switch, like the app's.
  ///
  /// - Parameters:
  ///   - delegate: The request.
  ///   - context: Where the user was; ignored.
  /// - Returns: `push` of the route for ``open(_:)``.
  package static func commands(for delegate: FakeDelegate, from context: FeatureContext)
    -> [NavigationCommand]
  {
    switch delegate {
    case .open(let route): [.push(route)]
    }
  }
}
