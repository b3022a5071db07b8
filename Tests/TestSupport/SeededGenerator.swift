/// A small, fast random number generator with a seed, for property tests that must be
/// repeatable: the same seed gives the same sequence on every platform (SplitMix64).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the generator started from, printed when a property fails.
  package let seed: UInt64
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: Any value; equal seeds give equal sequences.
  package init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The seed to run a property test from: `environment[name]` when it is a number (decimal
  /// or `0x` hexadecimal), so a failure can be replayed, else a fresh random one.
  ///
  /// - Parameters:
  ///   - name: The environment variable, such as `HOIST_LAYOUT_SEED`.
  ///   - environment: The environment.
  /// - Returns: The seed.
  package static func seed(from name: String, in environment: [String: String]) -> UInt64 {
    if let text = environment[name] {
      if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
      if let value = UInt64(text) { return value }
    }
    return UInt64.random(in: .min ... .max)
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
