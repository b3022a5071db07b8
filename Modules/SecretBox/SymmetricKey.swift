import Foundation

/// A 256-bit key for ``SealedBox``, derived from a secret with PBKDF2-HMAC-SHA256.
///
/// Lives in memory only: it is not `Codable`, its description hides the bytes, and `==`
/// compares in constant time.
package struct SymmetricKey: Hashable, Sendable, CustomStringConvertible {
  /// AES-256 keys are 32 bytes.
  package static let byteCount = 32

  /// The key bytes.
  let bytes: Data

  /// Derives a key from a secret.
  ///
  /// - Parameters:
  ///   - secret: The secret, such as a passcode.
  ///   - salt: The key's own salt (not the salt of the secret's ``PasswordHash``), at least
  ///     16 bytes.
  ///   - cost: The PBKDF2 cost.
  /// - Throws: ``SecretBoxError`` when the salt is short or libcrypto fails.
  /// - Complexity: One PBKDF2 derivation at `cost`.
  package init(deriving secret: String, salt: Data, cost: KeyDerivationCost) throws(SecretBoxError)
  {
    bytes = try cost.derive(from: secret, salt: salt, byteCount: Self.byteCount)
  }

  /// Creates a key from raw bytes (for known-answer tests).
  ///
  /// - Parameter bytes: Exactly 32 bytes.
  /// - Throws: ``SecretBoxError/wrongKeyLength(byteCount:)``.
  package init(bytes: Data) throws(SecretBoxError) {
    guard bytes.count == Self.byteCount else { throw .wrongKeyLength(byteCount: bytes.count) }
    self.bytes = bytes
  }

  package static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
    ConstantTime.equal(lhs.bytes, rhs.bytes)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(Self.byteCount)
  }

  /// Never shows the bytes.
  package var description: String { "SymmetricKey(256 bits)" }
}
