/// Why a libcrypto operation failed or its input was refused.
///
/// Messages name the input (never a secret's value) and say what to do.
package enum SecretBoxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libcrypto's random generator could not produce bytes (`RAND_bytes` failed).
  case randomUnavailable
  /// An iteration count outside ``KeyDerivationCost/allowedIterations``.
  case iterationsOutOfRange(Int)
  /// A salt shorter than ``KeyDerivationCost/minimumSaltByteCount``.
  case saltTooShort(byteCount: Int)
  /// Key material of the wrong length (AES-256 takes 32 bytes).
  case wrongKeyLength(byteCount: Int)
  /// A sealed box whose nonce or tag has the wrong length.
  case malformedSealedBox(String)
  /// libcrypto refused an operation; the name is the failing call.
  case libcryptoFailed(String)
  /// The tag did not match: the wrong key, or the bytes were changed since they were sealed.
  case authenticationFailed

  package var description: String {
    switch self {
    case .randomUnavailable:
      "the system's random generator (libcrypto RAND_bytes) failed; try again"
    case .iterationsOutOfRange(let count):
      "\(count) PBKDF2 iterations is outside \(KeyDerivationCost.allowedIterations.lowerBound)..."
        + "\(KeyDerivationCost.allowedIterations.upperBound)"
    case .saltTooShort(let count):
      "a salt of \(count) bytes is too short: use at least "
        + "\(KeyDerivationCost.minimumSaltByteCount)"
    case .wrongKeyLength(let count):
      "a key of \(count) bytes is not an AES-256 key: it takes \(SymmetricKey.byteCount) bytes"
    case .malformedSealedBox(let reason):
      "the sealed bytes are malformed: \(reason)"
    case .libcryptoFailed(let call):
      "libcrypto's \(call) failed"
    case .authenticationFailed:
      "the sealed bytes do not open with this key: the key is wrong or the bytes were changed"
    }
  }
}
