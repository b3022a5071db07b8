import AppShell
import Foundation
import NavigationCore
import NavigationRouter
import UserData

/// Scenario 3: opening a mix of links (ok, fallback, failed, foreign) against parsing the
/// same strings with `URLComponents` alone.
@MainActor
enum DeepLinkScenario {
  /// The mix, one of each outcome and form; repeated to the work size.
  static let mix = [
    "mangareader://series/op?chapter=1085&page=3",  // ok
    "https://mangareader.app/series/op?chapter=1085",  // ok, universal link
    "mangareader://series/op?chapter=99999",  // fallback: no such chapter
    "mangareader://series/op?chapter=1085&page=999",  // fallback: no such page
    "mangareader://series/no-such-series",  // failed: unknown slug
    "fieldnotes://note/n1",  // ok
    "mangareader://series/op?chapter=abc",  // failed: malformed
    "https://example.com/series/op",  // ignored: foreign
    "mailto:someone@example.com",  // ignored: foreign
    "mangareader://series/jjk",  // ok
  ]

  static func run(_ sizes: BenchmarkSizes) throws -> [ResultRow] {
    let links = (0..<sizes.links).map { mix[$0 % mix.count] }
    let app = try BenchmarkApp.make()
    let ours = Measurement.time(repetitions: sizes.repetitions) {
      for link in links { _ = try? app.open(link) }
    }
    var sink = 0
    let baseline = Measurement.time(repetitions: sizes.repetitions) {
      for link in links {
        if let components = URLComponents(string: link) {
          sink &+= components.path.utf8.count + (components.queryItems?.count ?? 0)
        }
      }
    }
    precondition(sink >= 0)
    return [
      .timed(
        "3 deep links", size: "\(sizes.links.formatted()) URLs", ours: ours, baseline: baseline,
        goal: .ratioAtMost(3)),
      try unavoidableRow(sizes),
    ]
  }

  /// Two page links opened in turn (each lands, none is "already showing") against what any
  /// link opening must do: `URLComponents` parsing of the same text plus one router apply of
  /// the same tab and path.
  static func unavoidableRow(_ sizes: BenchmarkSizes) throws -> ResultRow {
    let pair = [
      "mangareader://series/op?chapter=1085&page=3", "mangareader://series/jjk?chapter=1&page=2",
    ]
    let links = (0..<sizes.links).map { pair[$0 % 2] }
    let app = try BenchmarkApp.make()
    // Every part read once, as a shell on screen has read them: writes then tell the
    // registrar of each part they change, on both sides (the baseline's router is read by
    // `resolveLink` below).
    _ = app.router.state
    let ours = Measurement.time(repetitions: sizes.repetitions) {
      openEach(links, on: app)
    }
    let other = try BenchmarkApp.make()
    let landings = try pair.map { link in
      let resolution = try other.resolveLink(link, in: other.router.state)
      return (tab: resolution.tab ?? "library", path: resolution.path ?? [])
    }
    var sink = 0
    let baseline = Measurement.time(repetitions: sizes.repetitions) {
      sink &+= parseAndApply(links, landings: landings, on: other.router)
    }
    precondition(sink >= 0)
    return .timed(
      "3 deep link vs parse + apply", size: "\(sizes.links.formatted()) URLs", ours: ours,
      baseline: baseline, goal: .ratioAtMost(2))
  }

  /// The measured side of the row, kept out of line (`@inline(never)`) so that an instruction
  /// profile (`valgrind --tool=callgrind`) counts it apart from the baseline.
  @inline(never)
  static func openEach(_ links: [String], on app: HoistApp) {
    for link in links { _ = try? app.open(link) }
  }

  /// The baseline of the row, out of line for the same reason: `URLComponents` parsing of
  /// each link and one router apply of its landing.
  ///
  /// - Returns: A sum of what was parsed, so the parsing cannot be optimized away.
  @inline(never)
  static func parseAndApply(
    _ links: [String], landings: [(tab: TabID, path: [AnyRoute])], on router: Router<UserDataChange>
  ) -> Int {
    var sink = 0
    for (index, link) in links.enumerated() {
      if let components = URLComponents(string: link) {
        sink &+= components.path.utf8.count + (components.queryItems?.count ?? 0)
      }
      let landing = landings[index % 2]
      router.apply([.selectTab(landing.tab), .replacePath(landing.path, on: .tab(landing.tab))])
    }
    return sink
  }
}
