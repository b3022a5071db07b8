import AppShell
import FieldNotesFeature
import LibraryFeature
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature

/// One step of random use: a router command, a shell command (layout switches among them), or
/// a relaunch (a snapshot saved as JSON and restored into a new app).
enum RandomStep: Hashable, Sendable, CustomStringConvertible {
  /// One command applied by the router directly, as a feature's outcome would.
  case command(NavigationCommand)
  /// ``NavigationCommand/dismissAll(tab:)`` of the tab selected when the step runs.
  case dismissAllOnScreen
  /// One shell command, as a person types it.
  case shell(ShellCommand)
  /// The app saved as JSON and started again from it.
  case relaunch

  var description: String {
    switch self {
    case .command(let command): "router.apply([\(command)])"
    case .dismissAllOnScreen: "router.apply([.dismissAll(tab: <the selected tab>)])"
    case .shell(let command): "shell \(command)"
    case .relaunch: "relaunch from a JSON snapshot"
    }
  }

  // MARK: - Pools

  /// Routes features push (never presented).
  static let pushed: [AnyRoute] = [
    LibraryRoute.series(seriesID: "op").erased,
    LibraryRoute.series(seriesID: "frieren").erased,
    LibraryRoute.series(seriesID: "no-such-series").erased,
    LibraryRoute.chapters(seriesID: "op").erased,
    ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
    ReaderRoute.chapter(seriesID: "op", chapter: 99_999).erased,
    ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased,
    ReaderRoute.page(seriesID: "op", chapter: 1085, page: -1).erased,
    FieldNotesRoute.note(noteID: "note-1").erased,
    FieldNotesRoute.note(noteID: "note-404").erased,
    SearchRoute.results(query: "one").erased,
    SettingsRoute.readingDirection.erased,
    SettingsRoute.passcode.erased,
    SettingsRoute.about.erased,
  ]

  /// Routes features present as a sheet or full-screen cover (never pushed).
  static let presented: [AnyRoute] = [
    LibraryRoute.addToList(seriesID: "op").erased,
    ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 3).erased,
    FieldNotesRoute.newNote.erased,
    FieldNotesRoute.editNote(noteID: "note-1").erased,
  ]

  /// The keys of ``presented``: none may ever stand on a push stack.
  static let presentedKeys = Set(presented.map(\.key))

  static let links = [
    "mangareader://series/op?chapter=1085&page=3",
    "https://mangareader.app/series/frieren?chapter=1",
    "mangareader://series/op?chapter=99999",
    "mangareader://series/no-such-series",
    "fieldnotes://note/note-2",
    "fieldnotes://note/note-404",
    "https://example.com/elsewhere",
    "mangareader://series/op?chapter=x",
    "mangareader://",
  ]

  static let tabs = ["library", "search", "notes", "settings", "downloads"]
  static let texts = ["one", "frieren", "1234", "0000", "  ", "a note's text"]

  // MARK: - Drawing

  /// Draws a step: mostly taps and stack commands, sometimes links, alerts, tabs, layouts and
  /// relaunches. Steps that shrink a stack are about as likely as steps that grow one, so
  /// stacks stay as deep as people make them.
  static func random(using generator: inout some RandomNumberGenerator) -> RandomStep {
    func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<30: return .shell(.tapNumber(Int.random(in: -1...24, using: &generator)))
    case 30..<38: return .shell(pick([.back, .back, .back, .dismiss, .confirm, .cancel, .show]))
    case 38..<42: return .shell(.tab(pick(tabs)))
    case 42..<48: return .shell(.open(pick(links)))
    case 48..<52: return .shell(.type(pick(texts)))
    case 52..<54: return .shell(.doubleTap(String(Int.random(in: 1...6, using: &generator))))
    case 54..<64: return .command(.push(pick(pushed)))
    case 64..<68:
      return .command(.present(pick(presented), style: pick([.sheet, .fullScreenCover])))
    case 68..<76:
      let command: NavigationCommand? = pick([
        .back, .back, .back, .popToRoot, .dismiss, nil, .dismissAlert,
      ])
      return command.map { .command($0) } ?? .dismissAllOnScreen
    case 76..<80:
      let count = Int.random(in: 0...3, using: &generator)
      return .command(.replacePath((0..<count).map { _ in pick(pushed) }))
    case 80..<83: return .command(.replaceTop(pick(pushed)))
    case 83..<88: return .command(.selectTab(TabID(rawValue: pick(tabs))))
    case 88..<92:
      return .command(
        .showAlert(
          AlertRequest(
            title: "Delete note?", confirmLabel: "Delete", isDestructive: true,
            confirm: AnyIntent(feature: "fieldnotes", "not an intent of this feature"))))
    case 92..<95: return .shell(.layout(pick(["compact", "regular", "wide"])))
    case 95..<97:
      return .shell(
        .choose(
          column: pick(["sidebar", "content", "detail", "2", "4"]),
          target: String(Int.random(in: 1...8, using: &generator))))
    default: return .relaunch
    }
  }
}
