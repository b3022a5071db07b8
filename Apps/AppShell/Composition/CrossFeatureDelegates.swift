import FieldNotesFeature
import LibraryFeature
import NavigationCore
import ReaderFeature
import SearchFeature

/// The composition root's map from each feature's delegate requests to other features'
/// routes: the one place a feature's outcome reaches another feature.
///
/// One function per feature, typed on that feature's `Delegate`, with an exhaustive `switch`:
/// a new delegate case that is not mapped here fails to compile, and so does registering a
/// feature with delegates without its function (see ``HoistApp/makeRegistry(catalog:userData:clock:)``).
package enum CrossFeatureDelegates {
  /// What a reader route becomes when the reader drops it on restore (its chapter no longer
  /// exists): its series, the library's screen, when the library keeps it (see
  /// `FeatureRegistry.setRestorationFallback`). The issue's rule: "a chapter beyond the
  /// series' count becomes the series".
  ///
  /// - Parameter route: The dropped reader route.
  /// - Returns: The series route.
  package static func restorationFallback(for route: ReaderRoute) -> AnyRoute? {
    switch route {
    case .chapter(let seriesID, _), .page(let seriesID, _, _), .immersive(let seriesID, _, _):
      LibraryRoute.series(seriesID: seriesID).erased
    }
  }

  /// The library's requests: steps into the reader, pushed on the stack the request came from
  /// (any tab's), so `back` returns to the screen that asked.
  ///
  /// - Parameters:
  ///   - delegate: The request.
  ///   - context: Where the user was when the library's screen emitted it.
  /// - Returns: Commands applied after the outcome's own, in the same write.
  package static func commands(for delegate: LibraryDelegate, from context: FeatureContext)
    -> [NavigationCommand]
  {
    switch delegate {
    case .openChapter(let seriesID, let chapter):
      [.push(ReaderRoute.chapter(seriesID: seriesID, chapter: chapter).erased)]
    // Series -> chapter -> page in one write.
    case .continueReading(let seriesID, let chapter, let page):
      [
        .push(ReaderRoute.chapter(seriesID: seriesID, chapter: chapter).erased),
        .push(ReaderRoute.page(seriesID: seriesID, chapter: chapter, page: page).erased),
      ]
    }
  }

  /// Search's requests: a result opens the library's series screen.
  ///
  /// - Parameters:
  ///   - delegate: The request.
  ///   - context: Where the user was when the result was tapped.
  /// - Returns: Commands applied after the outcome's own, in the same write.
  package static func commands(for delegate: SearchDelegate, from context: FeatureContext)
    -> [NavigationCommand]
  {
    switch delegate {
    case .openSeries(let seriesID): [.push(LibraryRoute.series(seriesID: seriesID).erased)]
    }
  }

  /// The field notes' requests: a note's series row opens the library's series screen.
  ///
  /// - Parameters:
  ///   - delegate: The request.
  ///   - context: Where the note was shown.
  /// - Returns: Commands applied after the outcome's own, in the same write.
  package static func commands(for delegate: FieldNotesDelegate, from context: FeatureContext)
    -> [NavigationCommand]
  {
    switch delegate {
    case .openSeries(let seriesID): [.push(LibraryRoute.series(seriesID: seriesID).erased)]
    }
  }
}
