import ChildProcess
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its text, tree and position converter.
public final class SourceFile: Sendable {
  /// The path as navlint displays it.
  public let path: String
  /// The file's text (invalid UTF-8 replaced by U+FFFD).
  public let text: String
  /// The parsed tree; all `#if` clauses are present.
  public let tree: SourceFileSyntax
  /// Converts positions to the compiler's line and UTF-8 column.
  public let converter: SourceLocationConverter
  /// Whether the bytes were valid UTF-8.
  public let isValidUTF8: Bool
  /// Why the file was not parsed at all (``tree`` is then empty), or `nil`.
  public let unparsedReason: String?
  /// The UTF-8 offset where the nesting that stopped parsing starts, or `nil`.
  public let unparsedOffset: Int?
  /// Whether the parse was given up at its time limit (now or, for the same bytes, by the
  /// run navlint started again from): such a result is never cached, since another run may
  /// parse the file.
  public let parseGaveUp: Bool
  /// The UTF-8 offset of the first NUL byte, or `nil`.
  public let firstNULOffset: Int?
  /// The UTF-8 offset of the first byte that is not valid UTF-8, or `nil`.
  public let firstInvalidUTF8Offset: Int?
  /// The file's bytes, split into ``lines`` only when a finding first asks for a line's text.
  private let bytes: [UInt8]
  /// The lines, once split (most files have no finding and never are).
  private let lines = Locked<[String]?>(nil)

  /// Parses bytes.
  ///
  /// A file whose bracket nesting ``NestingGuard`` refuses is not parsed; a parse that takes
  /// longer than `parseTimeLimit` is given up (its thread finishes in the background) and the
  /// file is reported `too complex to parse in N s`. Either way ``tree`` is empty and
  /// ``unparsedReason`` says why.
  ///
  /// - Parameters:
  ///   - path: The displayed path.
  ///   - bytes: The file's contents.
  ///   - languageMode: The Swift language mode the file is compiled in (5 accepts
  ///     `@Environment (\.colorScheme)`, which 6 rejects); Swift 5 when unknown.
  ///   - parseTimeLimit: The longest the parse may take.
  /// - Complexity: O(n) in the size of the file, plus the parse, which is bounded in time.
  public init(
    path: String, bytes: [UInt8], languageMode: Int = 5,
    parseTimeLimit: Duration = SourceFile.parseTimeLimit
  ) {
    self.path = path
    let decoded = String(validating: bytes, as: UTF8.self)
    self.isValidUTF8 = decoded != nil
    self.text = decoded ?? String(decoding: bytes, as: UTF8.self)
    let version: Parser.SwiftVersion = languageMode >= 6 ? .v6 : languageMode == 4 ? .v4 : .v5
    var gaveUp = false
    if let offset = NestingGuard.firstTooDeep(bytes) {
      self.unparsedReason = NestingGuard.reason
      self.unparsedOffset = offset
      self.tree = Parser.parse(source: "")
    } else if let tree = Self.wasGivenUp(bytes, version)
      ? nil : BoundedParser.parse(bytes, swiftVersion: version, within: parseTimeLimit)
    {
      self.unparsedReason = nil
      self.unparsedOffset = nil
      self.tree = tree
    } else {
      self.unparsedReason =
        "too complex to parse in \(Self.describe(parseTimeLimit)); the file is not linted"
      self.unparsedOffset = 0
      self.tree = Parser.parse(source: "")
      gaveUp = true
      Self.gaveUpCount.withLock { $0 += 1 }
    }
    self.parseGaveUp = gaveUp
    self.firstNULOffset = bytes.firstIndex(of: 0)
    self.firstInvalidUTF8Offset = decoded == nil ? Self.firstInvalidUTF8(bytes) : nil
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    self.bytes = bytes
  }

  /// Parses text.
  ///
  /// - Parameters:
  ///   - path: The displayed path.
  ///   - text: The file's contents.
  ///   - languageMode: The Swift language mode; Swift 5 when unknown.
  ///   - parseTimeLimit: The longest the parse may take.
  public convenience init(
    path: String, text: String, languageMode: Int = 5,
    parseTimeLimit: Duration = SourceFile.parseTimeLimit
  ) {
    self.init(
      path: path, bytes: Array(text.utf8), languageMode: languageMode,
      parseTimeLimit: parseTimeLimit)
  }

  /// The most CPU time one file's parse may use: 5 s, so that with the guard and the rules no
  /// file under 1 MiB takes navlint more than 10 s of CPU.
  public static let parseTimeLimit = Duration.seconds(5)

  /// The parses given up by the runs before this one (``ParseRestart``), by
  /// ``BoundedParser/key(of:swiftVersion:)``: reported as too complex without parsing again.
  static let givenUp: Set<String> = ParseRestart.givenUpKeys()

  /// How many files' parses this process gave up (or knew given up); a run that saw one
  /// stores no whole-run cache entry.
  static let gaveUpCount = Locked<Int>(0)

  /// Whether a run before this one gave up parsing these bytes (hashed only when one did).
  private static func wasGivenUp(_ bytes: [UInt8], _ version: Parser.SwiftVersion) -> Bool {
    !givenUp.isEmpty && givenUp.contains(BoundedParser.key(of: bytes, swiftVersion: version))
  }

  /// A duration in whole seconds when it is one (`5 s`), else in seconds with a fraction.
  private static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return "\(seconds) s" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
  }

  /// A line's text with each byte that is not UTF-8 shown as `?`: one byte and one
  /// character, so the line's UTF-8 columns are the file's.
  private static func lineString(_ bytes: ArraySlice<UInt8>) -> String {
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var result: [UInt8] = []
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let length = sequenceLength(bytes, at: offset)
      if length == 0 {
        result.append(UInt8(ascii: "?"))
        offset += 1
      } else {
        result += bytes[offset..<offset + length]
        offset += length
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The length of the valid UTF-8 sequence at an offset, or 0 when the byte starts none.
  private static func sequenceLength(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Int {
    let length =
      switch bytes[offset] {
      case 0x00...0x7F: 1
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0, offset + length <= bytes.endIndex,
      String(validating: bytes[offset..<offset + length], as: UTF8.self) != nil
    else { return 0 }
    return length
  }

  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var offset = 0
    while offset < bytes.count {
      let length = sequenceLength(bytes[...], at: offset)
      guard length > 0 else { return offset }
      offset += length
    }
    return offset
  }

  /// The compiler's location of a position.
  ///
  /// - Parameter position: A position in ``tree``.
  /// - Returns: The 1-based line and UTF-8 column with the file's displayed path.
  public func location(of position: AbsolutePosition) -> Location {
    if unparsedReason != nil {
      // The tree is empty; count lines in the bytes instead.
      var line = 1
      var lineStart = 0
      for (offset, byte) in text.utf8.prefix(position.utf8Offset).enumerated()
      where byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      return Location(
        file: path, line: line, column: position.utf8Offset - lineStart + 1,
        offset: position.utf8Offset)
    }
    let location = converter.location(for: position)
    return Location(
      file: path,
      line: location.line,
      column: location.column,
      offset: position.utf8Offset
    )
  }

  /// The text of a 1-based line, without its line break.
  ///
  /// - Parameter line: The 1-based line number.
  /// - Returns: The line, or an empty string when out of range.
  /// - Complexity: O(n) in the size of the file on the first call, O(1) after.
  public func lineText(_ line: Int) -> String {
    let lines = self.lines.withLock { lines in
      if let lines { return lines }
      let split = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map(Self.lineString)
      lines = split
      return split
    }
    guard line >= 1, line <= lines.count else { return "" }
    let text = lines[line - 1]
    return text.hasSuffix("\r") ? String(text.dropLast()) : text
  }
}
