import AppShell
import Foundation
import HoistBenchCore
import NavigationCore
import NavigationRouter

/// Scenario 4: encoding and decoding navigation states of many routes against the same
/// work on an array of plain `Codable` structs with the same fields.
@MainActor
enum SnapshotScenario {
  /// The baseline's element: a route's fields as a plain struct.
  struct PlainRoute: Codable, Equatable {
    var key: String
    var seriesID: String
    var chapter: Int?
  }

  static func run(_ sizes: BenchmarkSizes) throws -> [ResultRow] {
    var rows: [ResultRow] = []
    var medians: [Int: (encode: Double, decode: Double)] = [:]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for count in sizes.snapshotRoutes {
      let app = try BenchmarkApp.make()
      let routes = BenchmarkApp.validRoutes(count: count, catalog: app.catalog)
      app.router.apply([.replacePath(routes)])
      let plain = routes.map(plainRoute)
      let size = "\(count.formatted()) routes"
      let repetitions = count >= 100_000 ? 3 : sizes.repetitions

      var data = Data()
      let encode = try Measurement.time(repetitions: repetitions) {
        data = try encoder.encode(app.snapshot())
      }
      var plainData = Data()
      let encodeBaseline = try Measurement.time(repetitions: repetitions) {
        plainData = try encoder.encode(plain)
      }
      let decode = try Measurement.time(repetitions: repetitions) {
        let target = try BenchmarkApp.make()
        let snapshot = try JSONDecoder().decode(AppSnapshot.self, from: data)
        target.restoreNavigation(from: snapshot)
        guard target.router.state.stacks["library"]?.path.count == count else {
          throw BenchmarkError.setup("the decoded snapshot lost routes")
        }
      }
      let decodeBaseline = try Measurement.time(repetitions: repetitions) {
        _ = try BenchmarkApp.make()
        let decoded = try JSONDecoder().decode([PlainRoute].self, from: plainData)
        guard decoded.count == count else { throw BenchmarkError.setup("baseline lost routes") }
      }
      rows.append(
        .timed(
          "4 snapshot encode", size: size, ours: encode, baseline: encodeBaseline,
          goal: .ratioAtMost(2)))
      rows.append(
        .timed(
          "4 snapshot decode", size: size, ours: decode, baseline: decodeBaseline,
          goal: .ratioAtMost(2)))
      medians[count] = (encode.median, decode.median)
    }
    if let large = medians[100_000], let medium = medians[10_000] {
      rows.append(
        .value(
          "4 snapshot encode linearity", size: "100k / 10k", large.encode / medium.encode,
          unit: "x", goal: .valueAtMost(12, unit: "x")))
      rows.append(
        .value(
          "4 snapshot decode linearity", size: "100k / 10k", large.decode / medium.decode,
          unit: "x", goal: .valueAtMost(12, unit: "x")))
    }
    return rows
  }

  private static func plainRoute(_ route: AnyRoute) -> PlainRoute {
    let object = (try? RouteCoding.object(for: route)) ?? [:]
    func string(_ name: String) -> String {
      if case .string(let value)? = object[name] { return value }
      return ""
    }
    var chapter: Int?
    if case .integer(let value)? = object["chapter"] { chapter = value }
    return PlainRoute(key: route.key, seriesID: string("seriesID"), chapter: chapter)
  }
}
