import AppShell
import Foundation

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
        goal: .ratioAtMost(3))
    ]
  }
}
