import Foundation
import TerminalEscaping

/// Renders result rows as a Markdown table or JSON lines.
enum TableRenderer {
  /// A Markdown table with a header naming the machine.
  ///
  /// - Parameters:
  ///   - rows: The rows, in run order.
  ///   - machine: The machine description.
  /// - Returns: The table text.
  static func table(_ rows: [ResultRow], machine: String) -> String {
    var lines = [
      "machine: \(machine)",
      "",
      "| scenario | size | ours (median) | baseline (median) | ratio / value | goal | met | ours min..max | baseline min..max |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows {
      let met = row.met.map { $0 ? "met" : "MISSED" } ?? "-"
      let baseline = row.baseline.map { time($0, row.unit) } ?? "-"
      let baselineRange =
        row.baselineMin.map { "\(time($0, row.unit))..\(time(row.baselineMax ?? $0, row.unit))" }
        ?? "-"
      let value =
        row.baseline == nil ? time(row.value, row.unit) : String(format: "%.2fx", row.value)
      lines.append(
        "| \(row.scenario) | \(row.size) | \(time(row.ours, row.unit)) | \(baseline) | \(value) "
          + "| \(goal(row)) | \(met) | \(time(row.oursMin, row.unit))..\(time(row.oursMax, row.unit)) "
          + "| \(baselineRange) |")
    }
    return lines.joined(separator: "\n")
  }

  /// One row as a JSON object on one line, keys sorted.
  static func json(_ row: ResultRow) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(row) else { return "{}" }
    return JSONText.lineSafe(data)
  }

  /// A scenario that could not run, as a JSON line: `{"error":{"message":..,"scenario":..}}`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario's name.
  ///   - message: Why it could not run.
  /// - Returns: One JSON object on one line, keys sorted.
  static func jsonError(scenario: String, message: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let object = ["error": ["message": message, "scenario": scenario]]
    guard let data = try? encoder.encode(object) else { return "{\"error\":{}}" }
    return JSONText.lineSafe(data)
  }

  /// The goal as the table shows it: a limit in bytes in the value's unit (`<= 1.00 MiB`);
  /// `--json` keeps ``ResultRow/Goal/text`` (`<= 1048576 bytes`).
  private static func goal(_ row: ResultRow) -> String {
    if case .valueAtMost(let limit, let unit) = row.goal, unit == "bytes" {
      return "<= " + time(limit, unit)
    }
    return row.goal.text
  }

  private static func time(_ value: Double, _ unit: String) -> String {
    switch unit {
    case "s":
      if value >= 1 { return String(format: "%.2f s", value) }
      if value >= 0.001 { return String(format: "%.2f ms", value * 1e3) }
      return String(format: "%.1f µs", value * 1e6)
    case "bytes":
      return String(format: "%.2f MiB", value / 1_048_576)
    default:
      return ResultRow.Goal.format(value) + (unit.isEmpty ? "" : " \(unit)")
    }
  }
}
