import FieldNotesFeature
import NavigationCore
import TestSupport
import UserData

extension FieldNotesFeature {
  /// A feature reading a fixed state (the sample notes of a fresh start, locked at the tests'
  /// low cost, by default) and a clock that stands still. It knows the title of `op` only.
  static func testing(
    _ state: UserDataState = TestSecrets.sample, clock: FakeClock = FakeClock()
  ) -> FieldNotesFeature {
    FieldNotesFeature(
      dependencies: FieldNotesDependencies(
        userData: { state }, seriesTitle: { $0 == "op" ? "One Piece" : nil },
        now: { clock.now }))
  }
}

extension FeatureContext {
  /// The notes tab with a path, bottom first.
  static func notes(_ path: [FieldNotesRoute] = []) -> FeatureContext {
    FeatureContext(tab: "notes", path: RoutePath(path.map(\.erased)), route: path.last?.erased)
  }

  /// The notes tab showing an editor sheet, whose own stack is the active one.
  static func notes(editor: FieldNotesRoute) -> FeatureContext {
    FeatureContext(
      tab: "notes", path: [],
      presentation: Presentation(style: .sheet, root: editor.erased), route: editor.erased)
  }
}
