import MangaCatalog

/// What search reads: the catalog it matches against.
package struct SearchDependencies: Sendable {
  /// The series to search.
  package var catalog: Catalog

  /// Creates the dependencies.
  ///
  /// - Parameter catalog: The series to search.
  package init(catalog: Catalog) {
    self.catalog = catalog
  }
}
