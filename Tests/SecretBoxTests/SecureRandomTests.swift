import Foundation
import SecretBox
import Testing

struct SecureRandomTests {
  @Test func givesTheCountAskedFor() throws {
    #expect(try SecureRandom.bytes(0).count == 0)
    #expect(try SecureRandom.bytes(16).count == 16)
  }

  @Test func twoDrawsDiffer() throws {
    #expect(try SecureRandom.bytes(16) != SecureRandom.bytes(16))
  }
}

struct ConstantTimeTests {
  @Test func comparesLengthAndBytes() {
    #expect(ConstantTime.equal(Data([1, 2, 3]), Data([1, 2, 3])))
    #expect(!ConstantTime.equal(Data([1, 2, 3]), Data([1, 2, 4])))
    #expect(!ConstantTime.equal(Data([1, 2, 3]), Data([1, 2])))
    #expect(ConstantTime.equal(Data(), Data()))
  }
}
