import Foundation
import SecretBox
import Testing

struct SealedBoxTests {
  let key = try! SymmetricKey(bytes: Data(count: 32))

  /// "The Galois/Counter Mode of Operation (GCM)", McGrew and Viega, test case 14: AES-256,
  /// zero key, zero 96-bit IV, one zero block.
  @Test func matchesGCMTestCase14() throws {
    let box = try SealedBox.seal(
      Data(count: 16), using: key, nonce: Data(count: 12), context: Data())
    #expect(box.ciphertext.hex == "cea7403d4d606b6e074ec5d3baf39d18")
    #expect(box.tag.hex == "d0d1c8a799996bf0265b98b5d48ab919")
    #expect(try box.open(using: key) == Data(count: 16))
  }

  /// The same paper's test case 16: AES-256 with additional authenticated data.
  @Test func matchesGCMTestCase16() throws {
    let key = try SymmetricKey(
      bytes: Data(hex: "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"))
    let plaintext = Data(
      hex: "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39")
    let context = Data(hex: "feedfacedeadbeeffeedfacedeadbeefabaddad2")
    let box = try SealedBox.seal(
      plaintext, using: key, nonce: Data(hex: "cafebabefacedbaddecaf888"), context: context)
    #expect(
      box.ciphertext.hex
        == "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662")
    #expect(box.tag.hex == "76fc6ece0f4e1768cddf8853bb2d551b")
    #expect(try box.open(using: key, context: context) == plaintext)
  }

  @Test func opensWhatItSealed() throws {
    let box = try SealedBox.seal("Who is really pulling the strings?", using: key)
    #expect(try box.openText(using: key) == "Who is really pulling the strings?")
    #expect(box.ciphertext.count == "Who is really pulling the strings?".utf8.count)
  }

  @Test func sealsTheEmptyText() throws {
    let box = try SealedBox.seal("", using: key)
    #expect(box.ciphertext.isEmpty)
    #expect(try box.openText(using: key) == "")
  }

  @Test func everySealDrawsANewNonce() throws {
    let first = try SealedBox.seal("same", using: key)
    let second = try SealedBox.seal("same", using: key)
    #expect(first.nonce != second.nonce)
    #expect(first.ciphertext != second.ciphertext)
  }

  @Test func aWrongKeyDoesNotOpen() throws {
    let box = try SealedBox.seal("secret", using: key)
    let other = try SymmetricKey(bytes: Data(repeating: 1, count: 32))
    #expect(throws: SecretBoxError.authenticationFailed) { try box.open(using: other) }
  }

  @Test func aChangedByteDoesNotOpen() throws {
    let box = try SealedBox.seal("secret", using: key)
    var ciphertext = box.ciphertext
    ciphertext[0] ^= 1
    let changed = try SealedBox(nonce: box.nonce, ciphertext: ciphertext, tag: box.tag)
    #expect(throws: SecretBoxError.authenticationFailed) { try changed.open(using: key) }
    var tag = box.tag
    tag[15] ^= 0x80
    let retagged = try SealedBox(nonce: box.nonce, ciphertext: box.ciphertext, tag: tag)
    #expect(throws: SecretBoxError.authenticationFailed) { try retagged.open(using: key) }
  }

  @Test func aDifferentContextDoesNotOpen() throws {
    let box = try SealedBox.seal(Data("secret".utf8), using: key, context: Data("a".utf8))
    #expect(throws: SecretBoxError.authenticationFailed) {
      try box.open(using: key, context: Data("b".utf8))
    }
  }

  @Test func roundTripsThroughJSON() throws {
    let box = try SealedBox.seal("secret", using: key)
    let decoded = try JSONDecoder().decode(SealedBox.self, from: try JSONEncoder().encode(box))
    #expect(decoded == box)
    #expect(try decoded.openText(using: key) == "secret")
  }

  @Test func refusesANonceOrTagOfTheWrongLength() {
    #expect(throws: SecretBoxError.malformedSealedBox("the nonce has 11 bytes, not 12")) {
      try SealedBox(nonce: Data(count: 11), ciphertext: Data(), tag: Data(count: 16))
    }
    #expect(throws: SecretBoxError.malformedSealedBox("the tag has 15 bytes, not 16")) {
      try SealedBox(nonce: Data(count: 12), ciphertext: Data(), tag: Data(count: 15))
    }
  }

  @Test func aKeyDerivedFromTheSameSecretAndSaltIsTheSameKey() throws {
    let cost = try KeyDerivationCost(iterations: 1_000)
    let salt = Data(count: 16)
    let box = try SealedBox.seal(
      "secret", using: try SymmetricKey(deriving: "1234", salt: salt, cost: cost))
    let again = try SymmetricKey(deriving: "1234", salt: salt, cost: cost)
    #expect(try box.openText(using: again) == "secret")
    let wrong = try SymmetricKey(deriving: "1235", salt: salt, cost: cost)
    #expect(throws: SecretBoxError.authenticationFailed) { try box.open(using: wrong) }
    #expect("\(again)" == "SymmetricKey(256 bits)")
  }

  @Test func refusesKeyBytesOfTheWrongLength() {
    #expect(throws: SecretBoxError.wrongKeyLength(byteCount: 16)) {
      try SymmetricKey(bytes: Data(count: 16))
    }
  }
}
