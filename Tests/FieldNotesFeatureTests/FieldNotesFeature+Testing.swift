import FieldNotesFeature
import NavigationCore
import UserData

extension FieldNotesFeature {
  /// A feature reading a fixed state; the sample notes of a fresh start by default. It knows
  /// the title of `op` only.
  static func testing(_ state: UserDataState = .sample) -> FieldNotesFeature {
    FieldNotesFeature(
      dependencies: FieldNotesDependencies(
        userData: { state }, seriesTitle: { $0 == "op" ? "One Piece" : nil }))
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
