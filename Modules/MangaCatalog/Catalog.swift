/// The series a reader can browse: immutable, looked up by slug.
package struct Catalog: Hashable, Sendable {
  /// Every series, in display order.
  package let series: [Series]
  private let indexByID: [Series.ID: Int]

  /// Creates a catalog.
  ///
  /// - Parameter series: The series in display order; slugs must be unique (a later duplicate
  ///   is ignored for look-ups).
  package init(series: [Series]) {
    self.series = series
    var index: [Series.ID: Int] = [:]
    for (offset, item) in series.enumerated() where index[item.id] == nil {
      index[item.id] = offset
    }
    self.indexByID = index
  }

  /// The series with a slug.
  ///
  /// - Parameter id: The slug.
  /// - Returns: The series or `nil`.
  /// - Complexity: O(1).
  package func series(_ id: Series.ID) -> Series? {
    indexByID[id].map { series[$0] }
  }

  /// Whether a series with a slug exists, without copying it out.
  ///
  /// - Parameter id: The slug.
  /// - Returns: `true` exactly when ``series(_:)`` finds it.
  /// - Complexity: O(1).
  package func contains(_ id: Series.ID) -> Bool {
    indexByID[id] != nil
  }

  /// The chapter of a series, if both exist.
  ///
  /// - Parameters:
  ///   - seriesID: The slug.
  ///   - number: The chapter number.
  /// - Returns: The chapter or `nil`.
  package func chapter(seriesID: Series.ID, number: Int) -> Chapter? {
    series(seriesID)?.chapter(number)
  }
}
