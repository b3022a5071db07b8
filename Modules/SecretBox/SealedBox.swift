import CLibCrypto
import Foundation

/// Bytes encrypted and authenticated with AES-256-GCM (libcrypto's EVP interface): a random
/// 12-byte nonce per seal, the ciphertext, and the 16-byte tag.
///
/// Opening checks the tag, so a wrong key or a changed byte is an error, never garbage.
/// In JSON: `{"nonce": base64, "ciphertext": base64, "tag": base64}`.
package struct SealedBox: Hashable, Sendable, Codable {
  /// GCM's recommended nonce length (NIST SP 800-38D): 12 bytes.
  package static let nonceByteCount = 12
  /// The full GCM tag: 16 bytes.
  package static let tagByteCount = 16

  /// The nonce, random for every seal.
  package let nonce: Data
  /// The encrypted bytes, as long as the plaintext.
  package let ciphertext: Data
  /// The authentication tag.
  package let tag: Data

  /// Creates a box from stored parts.
  ///
  /// - Parameters:
  ///   - nonce: 12 bytes.
  ///   - ciphertext: The encrypted bytes.
  ///   - tag: 16 bytes.
  /// - Throws: ``SecretBoxError/malformedSealedBox(_:)`` naming the part of the wrong length.
  package init(nonce: Data, ciphertext: Data, tag: Data) throws(SecretBoxError) {
    guard nonce.count == Self.nonceByteCount else {
      throw .malformedSealedBox("the nonce has \(nonce.count) bytes, not \(Self.nonceByteCount)")
    }
    guard tag.count == Self.tagByteCount else {
      throw .malformedSealedBox("the tag has \(tag.count) bytes, not \(Self.tagByteCount)")
    }
    self.nonce = nonce
    self.ciphertext = ciphertext
    self.tag = tag
  }

  private enum CodingKeys: String, CodingKey { case nonce, ciphertext, tag }

  /// Decodes a stored box, checking the nonce and tag lengths.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a part is missing or has the wrong length.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let nonce = try container.decode(Data.self, forKey: .nonce)
    let ciphertext = try container.decode(Data.self, forKey: .ciphertext)
    let tag = try container.decode(Data.self, forKey: .tag)
    do {
      try self.init(nonce: nonce, ciphertext: ciphertext, tag: tag)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .nonce, in: container, debugDescription: error.description)
    }
  }

  // MARK: - Sealing

  /// Encrypts and authenticates bytes under a fresh random nonce.
  ///
  /// - Parameters:
  ///   - plaintext: The bytes to protect.
  ///   - key: The key.
  ///   - context: Bytes authenticated but not encrypted (GCM's additional data); opening
  ///     must pass the same. Empty by default.
  /// - Returns: The box.
  /// - Throws: ``SecretBoxError/randomUnavailable`` or ``SecretBoxError/libcryptoFailed(_:)``.
  /// - Complexity: O(n) in the plaintext's length.
  package static func seal(_ plaintext: Data, using key: SymmetricKey, context: Data = Data())
    throws(SecretBoxError) -> SealedBox
  {
    try seal(plaintext, using: key, nonce: try SecureRandom.bytes(nonceByteCount), context: context)
  }

  /// Encrypts under a given nonce, for known-answer tests only: a nonce must never repeat
  /// under one key, so shipped code calls ``seal(_:using:context:)``, which draws a new one.
  ///
  /// - Parameters:
  ///   - plaintext: The bytes to protect.
  ///   - key: The key.
  ///   - nonce: 12 bytes.
  ///   - context: Authenticated additional data.
  /// - Returns: The box.
  /// - Throws: ``SecretBoxError`` when the nonce has the wrong length or libcrypto fails.
  package static func seal(_ plaintext: Data, using key: SymmetricKey, nonce: Data, context: Data)
    throws(SecretBoxError) -> SealedBox
  {
    guard nonce.count == nonceByteCount else {
      throw .malformedSealedBox("the nonce has \(nonce.count) bytes, not \(nonceByteCount)")
    }
    let (ciphertext, tag) = try GCM.run(
      encrypt: true, input: plaintext, key: key, nonce: nonce, context: context, tag: nil)
    return try SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
  }

  /// Encrypts text (its UTF-8 bytes) under a fresh random nonce.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - key: The key.
  ///   - context: Authenticated additional data; empty by default.
  /// - Returns: The box.
  /// - Throws: See ``seal(_:using:context:)``.
  package static func seal(_ text: String, using key: SymmetricKey, context: Data = Data())
    throws(SecretBoxError) -> SealedBox
  {
    try seal(Data(text.utf8), using: key, context: context)
  }

  /// Decrypts the box after checking its tag.
  ///
  /// - Parameters:
  ///   - key: The key it was sealed with.
  ///   - context: The additional data it was sealed with.
  /// - Returns: The plaintext.
  /// - Throws: ``SecretBoxError/authenticationFailed`` for a wrong key, context or changed
  ///   bytes; ``SecretBoxError/libcryptoFailed(_:)`` when libcrypto fails.
  package func open(using key: SymmetricKey, context: Data = Data()) throws(SecretBoxError) -> Data
  {
    try GCM.run(
      encrypt: false, input: ciphertext, key: key, nonce: nonce, context: context, tag: tag
    ).output
  }

  /// Decrypts the box as UTF-8 text.
  ///
  /// - Parameters:
  ///   - key: The key it was sealed with.
  ///   - context: The additional data it was sealed with.
  /// - Returns: The text.
  /// - Throws: See ``open(using:context:)``; ``SecretBoxError/malformedSealedBox(_:)`` when
  ///   the bytes are not UTF-8.
  package func openText(using key: SymmetricKey, context: Data = Data()) throws(SecretBoxError)
    -> String
  {
    let data = try open(using: key, context: context)
    guard let text = String(data: data, encoding: .utf8) else {
      throw .malformedSealedBox("the opened bytes are not UTF-8 text")
    }
    return text
  }
}

/// One AES-256-GCM pass through `EVP_CIPHER_CTX`.
private enum GCM {
  static func run(
    encrypt: Bool, input: Data, key: SymmetricKey, nonce: Data, context: Data, tag: Data?
  ) throws(SecretBoxError) -> (output: Data, tag: Data) {
    guard let cipherContext = EVP_CIPHER_CTX_new() else {
      throw .libcryptoFailed("EVP_CIPHER_CTX_new")
    }
    defer { EVP_CIPHER_CTX_free(cipherContext) }
    let initialize = encrypt ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
    let update = encrypt ? EVP_EncryptUpdate : EVP_DecryptUpdate
    guard initialize(cipherContext, EVP_aes_256_gcm(), nil, nil, nil) == 1 else {
      throw .libcryptoFailed(encrypt ? "EVP_EncryptInit_ex" : "EVP_DecryptInit_ex")
    }
    guard
      EVP_CIPHER_CTX_ctrl(cipherContext, EVP_CTRL_GCM_SET_IVLEN, Int32(nonce.count), nil) == 1
    else { throw .libcryptoFailed("EVP_CIPHER_CTX_ctrl(EVP_CTRL_GCM_SET_IVLEN)") }
    let keyed = key.bytes.withUnsafeBytes { keyBuffer in
      nonce.withUnsafeBytes { nonceBuffer in
        initialize(
          cipherContext, nil, nil, keyBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
          nonceBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
      }
    }
    guard keyed == 1 else {
      throw .libcryptoFailed(encrypt ? "EVP_EncryptInit_ex" : "EVP_DecryptInit_ex")
    }
    var length: Int32 = 0
    if !context.isEmpty {
      let added = context.withUnsafeBytes { buffer in
        update(
          cipherContext, nil, &length, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
          Int32(buffer.count))
      }
      guard added == 1 else { throw .libcryptoFailed("EVP_CipherUpdate (additional data)") }
    }
    // GCM is a stream mode: the output is as long as the input, and Final adds nothing.
    var output = Data(count: input.count + 16)
    var written: Int32 = 0
    if !input.isEmpty {
      let updated = output.withUnsafeMutableBytes { out in
        input.withUnsafeBytes { buffer in
          update(
            cipherContext, out.baseAddress!.assumingMemoryBound(to: UInt8.self), &written,
            buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(buffer.count))
        }
      }
      guard updated == 1 else { throw .libcryptoFailed("EVP_CipherUpdate") }
    }
    if let tag {
      var expected = tag
      let set = expected.withUnsafeMutableBytes { buffer in
        EVP_CIPHER_CTX_ctrl(
          cipherContext, EVP_CTRL_GCM_SET_TAG, Int32(buffer.count), buffer.baseAddress)
      }
      guard set == 1 else { throw .libcryptoFailed("EVP_CIPHER_CTX_ctrl(EVP_CTRL_GCM_SET_TAG)") }
    }
    var finalLength: Int32 = 0
    let finished = output.withUnsafeMutableBytes { out in
      (encrypt ? EVP_EncryptFinal_ex : EVP_DecryptFinal_ex)(
        cipherContext, out.baseAddress!.assumingMemoryBound(to: UInt8.self) + Int(written),
        &finalLength)
    }
    guard finished == 1 else {
      if encrypt { throw .libcryptoFailed("EVP_EncryptFinal_ex") }
      output.resetBytes(in: 0..<output.count)
      throw .authenticationFailed
    }
    output.count = Int(written + finalLength)
    guard encrypt else { return (output, Data()) }
    var newTag = Data(count: SealedBox.tagByteCount)
    let got = newTag.withUnsafeMutableBytes { buffer in
      EVP_CIPHER_CTX_ctrl(
        cipherContext, EVP_CTRL_GCM_GET_TAG, Int32(buffer.count), buffer.baseAddress)
    }
    guard got == 1 else { throw .libcryptoFailed("EVP_CIPHER_CTX_ctrl(EVP_CTRL_GCM_GET_TAG)") }
    return (output, newTag)
  }
}
