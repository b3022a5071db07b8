import NavigationCore
import NavigationRouter
import TestSupport

/// The routes of a notes feature whose restore rules drop, replace and keep: a note that is
/// gone is dropped, the editor of a read-only note becomes the note, the composer is a sheet
/// with two detents.
enum NoteRoute: Route, SheetSizing {
  case list
  case note(noteID: String)
  case editor(noteID: String)
  case composer

  static let feature = "notes"
  static let caseNames = ["list", "note", "editor", "composer"]

  var sheetDetents: SheetDetents? {
    self == .composer ? SheetDetents([.medium, .large], selected: .medium) : nil
  }
}

@MainActor
struct NotesFeature: FeatureModule {
  typealias RouteType = NoteRoute
  typealias Intent = String
  typealias Change = String

  static let name = NoteRoute.feature
  let tab: TabID? = "notes"
  let tabRoot: NoteRoute? = .list
  /// The notes that exist; `n2` is read-only.
  let notes: Set<String> = ["n1", "n2"]

  func screen(for route: NoteRoute, in context: FeatureContext) -> Screen {
    Screen(title: route.key)
  }

  func handle(_ intent: String, in context: FeatureContext) -> Outcome<String, Never> {
    .none
  }

  func reconcile(_ route: NoteRoute) -> Reconciliation<NoteRoute> {
    switch route {
    case .note(let id) where !notes.contains(id), .editor(let id) where !notes.contains(id):
      .drop(reason: "the note '\(id)' was deleted")
    case .editor("n2"):
      .replace(.note(noteID: "n2"), reason: "the note 'n2' is read-only")
    default:
      .keep
    }
  }
}

/// A router over the shop, account and notes features, tabs shop, notes and account.
@MainActor
enum SnapshotFixture {
  static let tabs: [TabID] = ["shop", "notes", "account"]

  static func router(selectedTab: TabID = "shop") throws -> Router<String> {
    var registry = FeatureRegistry<String>()
    try registry.register(ShopFeature())
    try registry.register(AccountFeature())
    try registry.register(NotesFeature())
    return Router(registry: registry, tabs: tabs, selectedTab: selectedTab)
  }

  /// A state with something on every level: two tabs with paths, a sheet at its second
  /// detent presenting a cover, the regular layout, window 2.
  static var deepState: AppNavigationState {
    var state = AppNavigationState(tabs: tabs, selectedTab: "notes", window: 2, layout: .regular)
    state.stacks["shop"] = NavigationStackState(
      path: [ShopRoute.product(productID: "p1").erased, ShopRoute.reviews(productID: "p1").erased])
    var composer = Presentation(
      style: .sheet, root: NoteRoute.composer.erased,
      stack: NavigationStackState(
        path: [NoteRoute.note(noteID: "n2").erased],
        presentation: Presentation(
          style: .fullScreenCover, root: NoteRoute.editor(noteID: "n1").erased)))
    composer.detents?.select(.large)
    state.stacks["notes"] = NavigationStackState(
      path: [NoteRoute.note(noteID: "n1").erased], presentation: composer)
    return state
  }
}
