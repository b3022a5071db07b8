import NavigationCore

/// What restoring a ``NavigationSnapshot`` changed, and why: one ``RestorationChange`` per
/// route that was dropped or replaced, and one ``RestorationRepair`` per other saved value
/// that could not be used as it was.
///
/// Show ``lines`` to the user or log them; an empty report means the saved state came back
/// exactly as it was saved.
public struct RestorationReport: Hashable, Sendable {
  /// One change per route dropped or replaced, by tab in the router's order, then bottom
  /// first; a route that went with one below it is counted in that change's
  /// ``RestorationChange/removedAbove`` rather than listed.
  public var changes: [RestorationChange]
  /// The saved values other than routes that were replaced, such as a selected tab the app
  /// no longer has.
  public var repairs: [RestorationRepair]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - changes: The routes dropped or replaced.
  ///   - repairs: The other values replaced.
  public init(changes: [RestorationChange] = [], repairs: [RestorationRepair] = []) {
    self.changes = changes
    self.repairs = repairs
  }

  /// Whether the saved state came back exactly as it was saved.
  public var isEmpty: Bool {
    changes.isEmpty && repairs.isEmpty
  }

  /// One line per change, then one per repair, such as
  /// `shop tab, path 1: dropped shop.product(productID: p9): the product is gone`.
  public var lines: [String] {
    changes.map(\.text) + repairs.map(\.description)
  }
}
