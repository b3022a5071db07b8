import Foundation

/// One line of the benchmark table.
struct ResultRow: Encodable, Equatable, Sendable {
  /// How a row's goal is judged.
  enum Goal: Equatable, Sendable {
    /// Ours / baseline must be at most this.
    case ratioAtMost(Double)
    /// Ours / baseline must be at least this (a speed-up: baseline is the slower run).
    case ratioAtLeast(Double)
    /// A count that must equal this exactly (writes, screen builds).
    case exactly(Double)
    /// A value that must be at most this (bytes, a linearity factor).
    case valueAtMost(Double, unit: String)
    /// Reported only.
    case none

    var text: String {
      switch self {
      case .ratioAtMost(let limit): "<= \(Self.format(limit))x"
      case .ratioAtLeast(let limit): ">= \(Self.format(limit))x"
      case .exactly(let value): "== \(Self.format(value))"
      case .valueAtMost(let limit, let unit): "<= \(Self.format(limit)) \(unit)"
      case .none: "-"
      }
    }

    static func format(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15
        ? String(Int(value)) : String(format: "%.2f", value)
    }
  }

  var scenario: String
  var size: String
  /// Our median, in seconds (or the measured value for count rows).
  var ours: Double
  var oursMin: Double
  var oursMax: Double
  /// The baseline's median, in seconds; `nil` for rows without a baseline.
  var baseline: Double?
  var baselineMin: Double?
  var baselineMax: Double?
  /// The value the goal is judged on: ours / baseline, or the measured value.
  var value: Double
  var goal: Goal
  /// What the value and times mean when they are not seconds ("count", "bytes").
  var unit: String

  var met: Bool? {
    switch goal {
    case .ratioAtMost(let limit): value <= limit
    case .ratioAtLeast(let limit): value >= limit
    case .exactly(let expected): value == expected
    case .valueAtMost(let limit, _): value <= limit
    case .none: nil
    }
  }

  /// A timed row: ours against a baseline.
  static func timed(
    _ scenario: String, size: String, ours: Measurement, baseline: Measurement, goal: Goal
  ) -> ResultRow {
    ResultRow(
      scenario: scenario, size: size, ours: ours.median, oursMin: ours.min, oursMax: ours.max,
      baseline: baseline.median, baselineMin: baseline.min, baselineMax: baseline.max,
      value: baseline.median > 0 ? ours.median / baseline.median : 0, goal: goal, unit: "s")
  }

  /// A measured value with no baseline.
  static func value(
    _ scenario: String, size: String, _ value: Double, unit: String, goal: Goal
  ) -> ResultRow {
    ResultRow(
      scenario: scenario, size: size, ours: value, oursMin: value, oursMax: value,
      baseline: nil, baselineMin: nil, baselineMax: nil, value: value, goal: goal, unit: unit)
  }

  enum CodingKeys: String, CodingKey {
    case scenario, size, ours, oursMin, oursMax, baseline, baselineMin, baselineMax, value
    case goal, met, unit
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(size, forKey: .size)
    try container.encode(Self.finite(ours), forKey: .ours)
    try container.encode(Self.finite(oursMin), forKey: .oursMin)
    try container.encode(Self.finite(oursMax), forKey: .oursMax)
    try container.encode(baseline.flatMap(Self.finite), forKey: .baseline)
    try container.encode(baselineMin.flatMap(Self.finite), forKey: .baselineMin)
    try container.encode(baselineMax.flatMap(Self.finite), forKey: .baselineMax)
    try container.encode(Self.finite(value), forKey: .value)
    try container.encode(goal.text, forKey: .goal)
    try container.encode(met, forKey: .met)
    try container.encode(unit, forKey: .unit)
  }

  /// A number JSON can hold: infinity and NaN (a zero baseline) are written as `null`.
  private static func finite(_ value: Double) -> Double? {
    value.isFinite ? value : nil
  }
}
