import Foundation
import SecretBox

extension NotesLock {
  /// The passcode of a fresh start, which the README gives.
  package static let samplePasscode = "1234"

  /// The lock of a fresh start: the default passcode `1234` at the standard cost (600,000
  /// iterations), with fixed salts so that a fresh start costs no key derivation.
  ///
  /// The salts are the same in every copy of `hoist`; that is harmless for a passcode every
  /// copy documents, and a changed passcode gets new random salts.
  package static let sample: NotesLock = {
    // Made once with PKCS5_PBKDF2_HMAC (600,000 iterations, SHA-256) over "1234";
    // UserDataSampleTests checks that the hash accepts "1234" and the key opens note-3.
    let verifier = try! PasswordHash(
      salt: Data(base64Encoded: "gfK+4ENhu6Kg3pj1Crl0pw==")!, iterations: .standard,
      hash: Data(base64Encoded: "tnF7UX6c8WGMmO72uftFgZTEMqgDvQXfEsLrJ32Vb0c=")!)
    return try! NotesLock(
      verifier: verifier, keySalt: Data(base64Encoded: "ZF4MJHYl/4SqVLYYaKclJQ==")!,
      keyCost: .standard)
  }()

  /// The sample's locked note body sealed under ``sample``'s key (AES-256-GCM).
  static let sampleSealedBody: SealedBox = try! SealedBox(
    nonce: Data(base64Encoded: "pA7qG8hPdhhoPi7l")!,
    ciphertext: Data(
      base64Encoded: "oGkx+gUpuo36xwh8nju1gEv3xPdFfPGi2NGNeOvyk8PUhDTajmnY5TcwDdjQZk98v0aFu54n")!,
    tag: Data(base64Encoded: "fe2tlnGbr8gyrkARHlbTAw==")!)
}
