/// The benchmark scenarios, by the name `--only` takes.
enum Scenario: String, CaseIterable, Sendable {
  case router
  case writes
  case links
  case snapshots
  case startup
  case scripts
  case navlint

  static var names: [String] { allCases.map(\.rawValue) }
}
