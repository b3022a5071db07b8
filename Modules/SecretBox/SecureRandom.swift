import CLibCrypto
import Foundation

/// Random bytes from libcrypto's generator (`RAND_bytes`, seeded by the operating system),
/// for salts and nonces.
package enum SecureRandom {
  /// Returns random bytes.
  ///
  /// - Parameter count: How many bytes; 0 or more.
  /// - Returns: `count` bytes.
  /// - Throws: ``SecretBoxError/randomUnavailable`` when libcrypto cannot produce them.
  package static func bytes(_ count: Int) throws(SecretBoxError) -> Data {
    var bytes = Data(count: count)
    guard count > 0 else { return bytes }
    let status = bytes.withUnsafeMutableBytes { buffer in
      RAND_bytes(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(count))
    }
    guard status == 1 else { throw .randomUnavailable }
    return bytes
  }
}
