import CLibCrypto
import Foundation

/// The cost of PBKDF2-HMAC-SHA256 (`PKCS5_PBKDF2_HMAC`): how many iterations one derivation
/// runs, which is what one guess costs an attacker.
///
/// The shipped cost is ``standard``, 600,000 iterations: the OWASP Password Storage Cheat
/// Sheet's figure for PBKDF2-HMAC-SHA256 (2023). Every stored hash and key salt records its
/// own count, so a later, higher standard still verifies what was stored before. Tests pass a
/// lower count explicitly; nothing in the shipped code does.
package struct KeyDerivationCost: Hashable, Sendable, Codable {
  /// 600,000 iterations (OWASP Password Storage Cheat Sheet, PBKDF2-HMAC-SHA256).
  package static let standard = KeyDerivationCost(uncheckedIterations: 600_000)
  /// The iteration counts accepted, also from a stored file: at least 1, and at most
  /// 10,000,000 so that a changed file cannot make one check run for minutes.
  package static let allowedIterations = 1...10_000_000
  /// The fewest salt bytes accepted (NIST SP 800-132 asks for at least 128 bits).
  package static let minimumSaltByteCount = 16
  /// The salt length used for new hashes and keys.
  package static let saltByteCount = 16

  /// The number of PBKDF2 iterations.
  package let iterations: Int

  /// Creates a cost.
  ///
  /// - Parameter iterations: PBKDF2 iterations, within ``allowedIterations``.
  /// - Throws: ``SecretBoxError/iterationsOutOfRange(_:)`` naming the count.
  package init(iterations: Int) throws(SecretBoxError) {
    guard Self.allowedIterations.contains(iterations) else {
      throw .iterationsOutOfRange(iterations)
    }
    self.iterations = iterations
  }

  private init(uncheckedIterations: Int) {
    iterations = uncheckedIterations
  }

  /// Decodes a cost, checking the count like ``init(iterations:)``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` naming the count when it is out of range.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let count = try container.decode(Int.self)
    do {
      try self.init(iterations: count)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the iteration count as a bare number.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(iterations)
  }

  /// Derives bytes from a secret with PBKDF2-HMAC-SHA256 at this cost.
  ///
  /// - Parameters:
  ///   - secret: The secret, taken as its UTF-8 bytes.
  ///   - salt: The salt, at least ``minimumSaltByteCount`` bytes.
  ///   - byteCount: How many bytes to derive, 1 to 64.
  /// - Returns: `byteCount` derived bytes.
  /// - Throws: ``SecretBoxError/saltTooShort(byteCount:)``, or
  ///   ``SecretBoxError/libcryptoFailed(_:)`` when `PKCS5_PBKDF2_HMAC` fails.
  /// - Complexity: O(``iterations``) HMAC-SHA256 computations per 32 bytes derived.
  package func derive(from secret: String, salt: Data, byteCount: Int) throws(SecretBoxError)
    -> Data
  {
    guard salt.count >= Self.minimumSaltByteCount else {
      throw .saltTooShort(byteCount: salt.count)
    }
    guard (1...64).contains(byteCount) else { throw .libcryptoFailed("PKCS5_PBKDF2_HMAC") }
    var secretBytes = Array(secret.utf8)
    defer { OPENSSL_cleanse(&secretBytes, secretBytes.count) }
    var output = Data(count: byteCount)
    let status = output.withUnsafeMutableBytes { out in
      salt.withUnsafeBytes { saltBuffer in
        secretBytes.withUnsafeBufferPointer { secretBuffer in
          PKCS5_PBKDF2_HMAC(
            secretBuffer.baseAddress.map {
              UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)
            },
            Int32(secretBuffer.count),
            saltBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(saltBuffer.count),
            Int32(iterations), EVP_sha256(), Int32(byteCount),
            out.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
      }
    }
    guard status == 1 else { throw .libcryptoFailed("PKCS5_PBKDF2_HMAC") }
    return output
  }
}
