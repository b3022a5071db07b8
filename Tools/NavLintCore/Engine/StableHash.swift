/// FNV-1a 64-bit: a hash that is the same in every process, for cache keys.
///
/// Swift's `Hasher` is seeded per process, so it cannot key a cache on disk.
package struct StableHash: Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates a hash of nothing.
  package init() {}

  /// Adds bytes.
  ///
  /// - Parameter bytes: The bytes.
  /// - Complexity: O(n).
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      state ^= UInt64(byte)
      state = state &* 0x0000_0100_0000_01b3
    }
  }

  /// Adds a string followed by a separator byte, so that ("ab", "c") and ("a", "bc") differ.
  ///
  /// - Parameter text: The string.
  package mutating func combine(_ text: String) {
    combine(text.utf8)
    combine([0xff])
  }

  /// The digest as 16 lowercase hex digits.
  package var hex: String {
    let digits = String(state, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The digest of bytes as 16 lowercase hex digits.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The hex digest.
  package static func hex(of bytes: [UInt8]) -> String {
    var hash = StableHash()
    hash.combine(bytes)
    return hash.hex
  }
}
