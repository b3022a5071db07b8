import FieldNotesFeature
import LibraryFeature
import NavigationCore
import ReaderFeature
import SearchFeature
import SettingsFeature

/// Routes of every kind the app registers, for tests that compare two ways of reading them.
enum SampleRoutes {
  /// Every registered route kind, with IDs that exist and IDs that do not; note-3 is locked.
  static let everyKind: [AnyRoute] = [
    LibraryRoute.seriesList.erased,
    LibraryRoute.series(seriesID: "op").erased,
    LibraryRoute.series(seriesID: "nope").erased,
    LibraryRoute.chapters(seriesID: "op").erased,
    LibraryRoute.chapters(seriesID: "nope").erased,
    LibraryRoute.addToList(seriesID: "op").erased,
    LibraryRoute.addToList(seriesID: "nope").erased,
    ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
    ReaderRoute.chapter(seriesID: "op", chapter: 99_999).erased,
    ReaderRoute.chapter(seriesID: "nope", chapter: 1).erased,
    ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased,
    ReaderRoute.page(seriesID: "op", chapter: 1085, page: 999).erased,
    ReaderRoute.page(seriesID: "op", chapter: 99_999, page: 1).erased,
    ReaderRoute.page(seriesID: "nope", chapter: 1, page: 1).erased,
    ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 3).erased,
    ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 0).erased,
    ReaderRoute.immersive(seriesID: "op", chapter: 0, page: 1).erased,
    ReaderRoute.immersive(seriesID: "nope", chapter: 1085, page: 3).erased,
    SearchRoute.home.erased,
    SearchRoute.results(query: "one").erased,
    SearchRoute.results(query: "no such title at all").erased,
    SettingsRoute.home.erased,
    SettingsRoute.readingDirection.erased,
    SettingsRoute.appearance.erased,
    SettingsRoute.passcode.erased,
    SettingsRoute.newPasscode.erased,
    SettingsRoute.about.erased,
    FieldNotesRoute.list.erased,
    FieldNotesRoute.note(noteID: "note-1").erased,
    FieldNotesRoute.note(noteID: "note-3").erased,
    FieldNotesRoute.note(noteID: "gone").erased,
    FieldNotesRoute.newNote.erased,
    FieldNotesRoute.editNote(noteID: "note-2").erased,
    FieldNotesRoute.editNote(noteID: "note-3").erased,
    FieldNotesRoute.editNote(noteID: "gone").erased,
  ]
}
