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
  private let lines: [String]

  /// Parses bytes.
  ///
  /// - Parameters:
  ///   - path: The displayed path.
  ///   - bytes: The file's contents.
  /// - Complexity: O(n) in the size of the file.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    let decoded = String(validating: bytes, as: UTF8.self)
    self.isValidUTF8 = decoded != nil
    self.text = decoded ?? String(decoding: bytes, as: UTF8.self)
    let bracketRun = Self.longestBracketRun(bytes)
    if bracketRun > Self.maximumBracketRun {
      self.unparsedReason =
        "\(bracketRun) '[' in a row (more than \(Self.maximumBracketRun)) make the Swift parser "
        + "exponentially slow; the file is not linted"
      self.tree = Parser.parse(source: "")
    } else {
      self.unparsedReason = nil
      self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    self.lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
  }

  /// Parses text.
  ///
  /// - Parameters:
  ///   - path: The displayed path.
  ///   - text: The file's contents.
  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The longest run of `[` separated only by whitespace that navlint parses. SwiftParser's
  /// type lookahead takes time exponential in such runs (18 take over a second); no real code
  /// has more.
  public static let maximumBracketRun = 12

  private static func longestBracketRun(_ bytes: [UInt8]) -> Int {
    var longest = 0
    var run = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "["):
        run += 1
        longest = max(longest, run)
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        continue
      default:
        run = 0
      }
    }
    return longest
  }

  /// The compiler's location of a position.
  ///
  /// - Parameter position: A position in ``tree``.
  /// - Returns: The 1-based line and UTF-8 column with the file's displayed path.
  public func location(of position: AbsolutePosition) -> Location {
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
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    let text = lines[line - 1]
    return text.hasSuffix("\r") ? String(text.dropLast()) : text
  }
}
