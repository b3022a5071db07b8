import MangaCatalog
import UserData

/// What the library reads: the catalog and the user's data.
package struct LibraryDependencies: Sendable {
  /// The series to show.
  package var catalog: Catalog
  /// A snapshot of the user's data (lists, progress).
  package var userData: @MainActor () -> UserDataState

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - catalog: The series to show.
  ///   - userData: Reads the current user data.
  package init(catalog: Catalog, userData: @escaping @MainActor () -> UserDataState) {
    self.catalog = catalog
    self.userData = userData
  }

  /// Dependencies over a fixed user data value, for tests and previews.
  ///
  /// - Parameters:
  ///   - catalog: The series to show.
  ///   - userData: The user data every read returns.
  /// - Returns: The dependencies.
  package static func fixed(catalog: Catalog, userData: UserDataState = UserDataState()) -> Self {
    LibraryDependencies(catalog: catalog, userData: { userData })
  }
}
