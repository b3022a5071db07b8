import CLibCrypto
import Foundation

/// A secret stored as a salted, slow hash: PBKDF2-HMAC-SHA256 over its UTF-8 bytes with a
/// random 16-byte salt, 32 bytes out.
///
/// Only the salt, the cost and the hash are kept; ``matches(_:)`` recomputes the hash and
/// compares it in constant time (`CRYPTO_memcmp`). In JSON: `{"salt": base64, "iterations":
/// N, "hash": base64}`.
package struct PasswordHash: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The length of the hash in bytes (SHA-256's output).
  package static let hashByteCount = 32

  /// The random salt.
  package let salt: Data
  /// The PBKDF2 cost the hash was made at.
  package let iterations: KeyDerivationCost
  /// The derived bytes.
  package let hash: Data

  /// Hashes a secret with a fresh random salt.
  ///
  /// - Parameters:
  ///   - secret: The secret, such as a passcode.
  ///   - cost: The PBKDF2 cost; the shipped code passes ``KeyDerivationCost/standard``.
  /// - Throws: ``SecretBoxError`` when libcrypto fails.
  /// - Complexity: One PBKDF2 derivation at `cost`.
  package init(hashing secret: String, cost: KeyDerivationCost) throws(SecretBoxError) {
    let salt = try SecureRandom.bytes(KeyDerivationCost.saltByteCount)
    try self.init(hashing: secret, salt: salt, cost: cost)
  }

  /// Hashes a secret with a given salt (for known-answer tests and fixed sample data).
  ///
  /// - Parameters:
  ///   - secret: The secret.
  ///   - salt: The salt, at least 16 bytes.
  ///   - cost: The PBKDF2 cost.
  /// - Throws: ``SecretBoxError`` when the salt is short or libcrypto fails.
  package init(hashing secret: String, salt: Data, cost: KeyDerivationCost) throws(SecretBoxError) {
    self.salt = salt
    self.iterations = cost
    self.hash = try cost.derive(from: secret, salt: salt, byteCount: Self.hashByteCount)
  }

  /// Creates a hash from stored parts.
  ///
  /// - Parameters:
  ///   - salt: The salt, at least 16 bytes.
  ///   - iterations: The cost it was made at.
  ///   - hash: The 32 derived bytes.
  /// - Throws: ``SecretBoxError/saltTooShort(byteCount:)`` or
  ///   ``SecretBoxError/wrongKeyLength(byteCount:)`` for a hash that is not 32 bytes.
  package init(salt: Data, iterations: KeyDerivationCost, hash: Data) throws(SecretBoxError) {
    guard salt.count >= KeyDerivationCost.minimumSaltByteCount else {
      throw .saltTooShort(byteCount: salt.count)
    }
    guard hash.count == Self.hashByteCount else { throw .wrongKeyLength(byteCount: hash.count) }
    self.salt = salt
    self.iterations = iterations
    self.hash = hash
  }

  private enum CodingKeys: String, CodingKey { case salt, iterations, hash }

  /// Decodes a stored hash, checking the salt and hash lengths and the cost.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a part is missing or out of range.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let salt = try container.decode(Data.self, forKey: .salt)
    let iterations = try container.decode(KeyDerivationCost.self, forKey: .iterations)
    let hash = try container.decode(Data.self, forKey: .hash)
    do {
      try self.init(salt: salt, iterations: iterations, hash: hash)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .hash, in: container, debugDescription: error.description)
    }
  }

  /// Whether a secret hashes to this hash, compared in constant time.
  ///
  /// - Parameter secret: The candidate secret.
  /// - Returns: `true` when it matches; `false` when it does not or libcrypto fails.
  /// - Complexity: One PBKDF2 derivation at ``iterations``.
  package func matches(_ secret: String) -> Bool {
    guard
      let candidate = try? iterations.derive(
        from: secret, salt: salt, byteCount: Self.hashByteCount)
    else { return false }
    return ConstantTime.equal(candidate, hash)
  }

  /// Never shows the hash or the salt.
  package var description: String { "PasswordHash(PBKDF2-HMAC-SHA256, \(iterations.iterations))" }
}
