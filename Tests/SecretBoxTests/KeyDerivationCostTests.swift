import Foundation
import SecretBox
import Testing

struct KeyDerivationCostTests {
  /// A published PBKDF2-HMAC-SHA256 vector (P = "passwordPASSWORDpassword", 36-byte salt,
  /// 4096 iterations, 40 bytes), also what Python's `hashlib.pbkdf2_hmac` gives.
  @Test func derivesThePublishedPBKDF2SHA256Vector() throws {
    let cost = try KeyDerivationCost(iterations: 4096)
    let derived = try cost.derive(
      from: "passwordPASSWORDpassword", salt: Data("saltSALTsaltSALTsaltSALTsaltSALTsalt".utf8),
      byteCount: 40)
    #expect(
      derived.hex
        == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
  }

  @Test func theShippedCostIsOWASPs600000Iterations() {
    #expect(KeyDerivationCost.standard.iterations == 600_000)
  }

  @Test(arguments: [0, -1, 10_000_001, Int.max])
  func refusesIterationCountsOutOfRange(_ count: Int) {
    #expect(throws: SecretBoxError.iterationsOutOfRange(count)) {
      try KeyDerivationCost(iterations: count)
    }
  }

  @Test func refusesASaltShorterThan16Bytes() throws {
    let cost = try KeyDerivationCost(iterations: 1)
    #expect(throws: SecretBoxError.saltTooShort(byteCount: 15)) {
      try cost.derive(from: "1234", salt: Data(count: 15), byteCount: 32)
    }
  }

  @Test func decodesAndEncodesAsABareNumber() throws {
    let cost = try JSONDecoder().decode(KeyDerivationCost.self, from: Data("2000".utf8))
    #expect(cost.iterations == 2000)
    #expect(String(decoding: try JSONEncoder().encode(cost), as: UTF8.self) == "2000")
  }

  @Test(arguments: ["0", "-5", "99999999999"])
  func decodingRefusesACountOutOfRange(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(KeyDerivationCost.self, from: Data(json.utf8))
    }
  }
}
