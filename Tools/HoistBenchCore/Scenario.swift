/// The benchmark scenarios, by the name `--only` takes.
package enum Scenario: String, CaseIterable, Sendable {
  case router
  case writes
  case links
  case snapshots
  case startup
  case scripts
  case navlint

  /// Every scenario's name, in run order.
  package static var names: [String] { allCases.map(\.rawValue) }
}
