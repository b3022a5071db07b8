import Foundation

/// Repeated timings of one piece of work, in seconds.
struct Measurement: Equatable, Sendable {
  /// Every sample, in seconds, in the order taken.
  var samples: [Double]

  /// The median sample, in seconds.
  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest sample, in seconds.
  var min: Double { samples.min() ?? 0 }
  /// The slowest sample, in seconds.
  var max: Double { samples.max() ?? 0 }

  /// Times `work` `repetitions` times, after one untimed warm-up run.
  ///
  /// - Parameters:
  ///   - repetitions: How many timed runs.
  ///   - work: The work; it is run `repetitions + 1` times.
  /// - Returns: The samples.
  static func time(
    repetitions: Int, warmUp: Bool = true, _ work: () throws -> Void
  ) rethrows -> Measurement {
    if warmUp { try work() }
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      try work()
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return Measurement(samples: samples)
  }
}
