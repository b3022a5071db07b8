import Foundation
import SecretBox

/// The notes passcode at rest: a salted slow hash that checks it, and the salt and cost of the
/// key that seals locked notes' bodies. The passcode itself is never stored.
///
/// Both come from PBKDF2-HMAC-SHA256 (libcrypto) over the passcode, each with its own random
/// 16-byte salt, so the stored hash is not the key. In JSON: `{"verifier": {"salt",
/// "iterations", "hash"}, "keySalt": base64, "keyIterations": N}`.
package struct NotesLock: Hashable, Sendable, Codable {
  /// A notes passcode is 4 to 8 of the ASCII digits 0–9.
  package static let passcodeLengths = 4...8

  /// The passcode's salted hash.
  package let verifier: PasswordHash
  /// The salt of the key that seals locked notes' bodies (not the verifier's salt).
  package let keySalt: Data
  /// The PBKDF2 cost of that key.
  package let keyCost: KeyDerivationCost

  /// Makes a lock for a passcode with fresh random salts.
  ///
  /// - Parameters:
  ///   - passcode: The passcode.
  ///   - cost: The PBKDF2 cost of both the hash and the key; the app passes
  ///     ``KeyDerivationCost/standard`` (600,000 iterations), tests a lower one.
  /// - Throws: ``SecretBoxError`` when libcrypto fails.
  /// - Complexity: One PBKDF2 derivation at `cost`.
  package init(passcode: String, cost: KeyDerivationCost) throws(SecretBoxError) {
    verifier = try PasswordHash(hashing: passcode, cost: cost)
    keySalt = try SecureRandom.bytes(KeyDerivationCost.saltByteCount)
    keyCost = cost
  }

  /// Creates a lock from stored parts.
  ///
  /// - Parameters:
  ///   - verifier: The passcode's hash.
  ///   - keySalt: The key's salt, at least 16 bytes.
  ///   - keyCost: The key's cost.
  /// - Throws: ``SecretBoxError/saltTooShort(byteCount:)``.
  package init(verifier: PasswordHash, keySalt: Data, keyCost: KeyDerivationCost)
    throws(SecretBoxError)
  {
    guard keySalt.count >= KeyDerivationCost.minimumSaltByteCount else {
      throw .saltTooShort(byteCount: keySalt.count)
    }
    self.verifier = verifier
    self.keySalt = keySalt
    self.keyCost = keyCost
  }

  /// Whether a passcode is this lock's, compared in constant time.
  ///
  /// - Parameter passcode: The typed passcode.
  /// - Returns: `true` when it matches.
  /// - Complexity: One PBKDF2 derivation at the verifier's cost.
  package func accepts(_ passcode: String) -> Bool {
    verifier.matches(passcode)
  }

  /// The key that seals locked notes' bodies under this lock.
  ///
  /// - Parameter passcode: The passcode, already accepted by ``accepts(_:)``.
  /// - Returns: The key.
  /// - Throws: ``SecretBoxError`` when libcrypto fails.
  /// - Complexity: One PBKDF2 derivation at ``keyCost``.
  package func key(for passcode: String) throws(SecretBoxError) -> SymmetricKey {
    try SymmetricKey(deriving: passcode, salt: keySalt, cost: keyCost)
  }

  /// Whether text has the form of a notes passcode: 4 to 8 ASCII digits.
  ///
  /// - Parameter text: The text.
  /// - Returns: `true` for a well-formed passcode.
  package static func isWellFormed(_ text: String) -> Bool {
    passcodeLengths.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber }
  }

  // MARK: - Coding

  private enum CodingKeys: String, CodingKey { case verifier, keySalt, keyIterations }

  /// Decodes a stored lock, checking salt lengths and costs.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a part is missing or out of range.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let verifier = try container.decode(PasswordHash.self, forKey: .verifier)
    let keySalt = try container.decode(Data.self, forKey: .keySalt)
    let keyCost = try container.decode(KeyDerivationCost.self, forKey: .keyIterations)
    do {
      try self.init(verifier: verifier, keySalt: keySalt, keyCost: keyCost)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .keySalt, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the lock.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verifier, forKey: .verifier)
    try container.encode(keySalt, forKey: .keySalt)
    try container.encode(keyCost, forKey: .keyIterations)
  }
}
