import Foundation
import SecretBox
import Testing

struct PasswordHashTests {
  let cost = try! KeyDerivationCost(iterations: 1_000)

  @Test func matchesTheSecretItHashedAndNothingElse() throws {
    let hash = try PasswordHash(hashing: "4821", cost: cost)
    #expect(hash.matches("4821"))
    #expect(!hash.matches("4822"))
    #expect(!hash.matches("48210"))
    #expect(!hash.matches(""))
  }

  @Test func keepsOnlySaltCostAndAThirtyTwoByteHash() throws {
    let hash = try PasswordHash(hashing: "4821", cost: cost)
    #expect(hash.salt.count == 16)
    #expect(hash.hash.count == 32)
    #expect(hash.iterations == cost)
    let json = String(decoding: try JSONEncoder().encode(hash), as: UTF8.self)
    #expect(!json.contains("4821"))
  }

  @Test func everyHashHasItsOwnSalt() throws {
    let first = try PasswordHash(hashing: "4821", cost: cost)
    let second = try PasswordHash(hashing: "4821", cost: cost)
    #expect(first.salt != second.salt)
    #expect(first.hash != second.hash)
  }

  @Test func aFixedSaltGivesThePBKDF2Bytes() throws {
    let salt = Data(hex: "000102030405060708090a0b0c0d0e0f")
    let hash = try PasswordHash(hashing: "1234", salt: salt, cost: cost)
    #expect(hash.hash == (try cost.derive(from: "1234", salt: salt, byteCount: 32)))
  }

  @Test func roundTripsThroughJSON() throws {
    let hash = try PasswordHash(hashing: "4821", cost: cost)
    let decoded = try JSONDecoder().decode(
      PasswordHash.self, from: try JSONEncoder().encode(hash))
    #expect(decoded == hash)
    #expect(decoded.matches("4821"))
  }

  @Test func decodingRefusesAShortSaltOrHash() {
    let shortSalt =
      #"{"salt":"AAEC","iterations":1000,"hash":"\#(Data(count: 32).base64EncodedString())"}"#
    let shortHash =
      #"{"salt":"\#(Data(count: 16).base64EncodedString())","iterations":1000,"hash":"AAEC"}"#
    for json in [shortSalt, shortHash] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(PasswordHash.self, from: Data(json.utf8))
      }
    }
  }

  @Test func itsDescriptionShowsNeitherSaltNorHash() throws {
    let hash = try PasswordHash(hashing: "4821", cost: cost)
    #expect("\(hash)" == "PasswordHash(PBKDF2-HMAC-SHA256, 1000)")
  }
}
