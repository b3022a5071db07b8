import MangaCatalog

/// What search reads: the catalog it matches against.
public struct SearchDependencies: Sendable {
  /// The series to search.
  public var catalog: Catalog

  /// Creates the dependencies.
  ///
  /// - Parameter catalog: The series to search.
  public init(catalog: Catalog) {
    self.catalog = catalog
  }
}
