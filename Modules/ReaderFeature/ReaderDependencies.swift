import MangaCatalog
import UserData

/// What the reader reads: the catalog and the user's data (progress, reading direction).
package struct ReaderDependencies: Sendable {
  /// The series whose chapters and pages are shown.
  package var catalog: Catalog
  /// A snapshot of the user's data.
  package var userData: @MainActor () -> UserDataState

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - catalog: The series to read.
  ///   - userData: Reads the current user data.
  package init(catalog: Catalog, userData: @escaping @MainActor () -> UserDataState) {
    self.catalog = catalog
    self.userData = userData
  }

  /// Dependencies over a fixed user data value, for tests and previews.
  ///
  /// - Parameters:
  ///   - catalog: The series to read.
  ///   - userData: The user data every read returns.
  /// - Returns: The dependencies.
  package static func fixed(catalog: Catalog, userData: UserDataState = UserDataState()) -> Self {
    ReaderDependencies(catalog: catalog, userData: { userData })
  }
}
