import AppShell
import Testing

/// Lines are read with a bound: no line longer than the limit is ever held, and bytes that are
/// not UTF-8 are reported, never repaired.
struct LineReaderTests {
  private func lines(_ bytes: [UInt8], limit: Int = 8) throws -> [String] {
    let reader = LineReader(bytes: bytes, limit: limit)
    var result: [String] = []
    while let (number, line) = try reader.next() {
      switch line {
      case .text(let text): result.append("\(number):\(text)")
      case .tooLong: result.append("\(number):too long")
      case .notUTF8: result.append("\(number):not UTF-8")
      }
    }
    return result
  }

  @Test func onlyALineFeedEndsALineAndACarriageReturnBeforeItIsDropped() throws {
    #expect(try lines(Array("a\nb\r\nc\n".utf8)) == ["1:a", "2:b", "3:c"])
    // CR, VT, FF, NEL, U+2028 and U+2029 stay inside the line; the numbers count line feeds.
    let inside = "x\ry\u{0B}z\u{0C}w\u{85}v\u{2028}u\u{2029}t"
    #expect(
      try lines(Array("\(inside)\nlast".utf8), limit: 100) == ["1:\(inside)", "2:last"])
    #expect(try lines(Array("a\n\nb\n".utf8)) == ["1:a", "2:", "3:b"])
    #expect(try lines([]) == [])
    #expect(try lines(Array("\n".utf8)) == ["1:"])
  }

  @Test func aLineOfExactlyTheLimitIsKeptAndOneByteMoreIsTooLong() throws {
    #expect(
      try lines(Array("12345678\n123456789\nok".utf8)) == ["1:12345678", "2:too long", "3:ok"])
    #expect(try lines(Array("12345678\r\n".utf8)) == ["1:12345678"])
    #expect(try lines(Array("123456789".utf8)) == ["1:too long"])
  }

  @Test func aTooLongLineIsSkippedToItsEndAcrossReads() throws {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
    let bytes = long + Array("\nshow\n".utf8)
    #expect(try lines(bytes, limit: 65_536) == ["1:too long", "2:show"])
  }

  @Test func endlessInputWithoutALineBreakEndsAtTheLimit() throws {
    // Like /dev/zero: the reader reports the line after reading just past the limit.
    var served = 0
    let reader = LineReader(limit: 65_536) { buffer in
      buffer.initializeMemory(as: UInt8.self, repeating: 0)
      served += buffer.count
      return buffer.count
    }
    let first = try #require(try reader.next())
    #expect(first.number == 1)
    #expect(first.line == .tooLong)
    #expect(served <= 65_536 + 16_384 * 2)
  }

  @Test func bytesThatAreNotUTF8AreReportedWithTheirLine() throws {
    #expect(try lines([0x61, 0x0A, 0xFF, 0xFE, 0x0A, 0x62]) == ["1:a", "2:not UTF-8", "3:b"])
    #expect(try lines([0xC3, 0x0A]) == ["1:not UTF-8"])
    #expect(try lines(Array("é\n".utf8)) == ["1:é"])
  }

  @Test func aByteOrderMarkBeforeTheFirstLineIsDropped() throws {
    #expect(try lines([0xEF, 0xBB, 0xBF] + Array("show\n".utf8)) == ["1:show"])
  }

  @Test func aFailedReadThrowsItsErrorNumber() throws {
    let reader = LineReader { _ in -5 }
    #expect(throws: InputError.readFailed(errno: 5)) { try reader.next() }
  }
}
