import CLibCrypto
import Foundation

/// Comparison whose time does not depend on where two byte strings differ.
package enum ConstantTime {
  /// Whether two byte strings are equal, compared with libcrypto's `CRYPTO_memcmp`.
  ///
  /// - Parameters:
  ///   - lhs: One byte string.
  ///   - rhs: The other.
  /// - Returns: `true` when both have the same length and bytes. Lengths are compared
  ///   first (a length is not secret here: hashes and tags have fixed lengths).
  /// - Complexity: O(n) in the length, independent of the contents.
  package static func equal(_ lhs: Data, _ rhs: Data) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard !lhs.isEmpty else { return true }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        CRYPTO_memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }
}
