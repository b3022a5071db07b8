import Foundation

/// Source text with `1️⃣`, `2️⃣`, ... markers where findings are expected, and the markers'
/// compiler locations once stripped.
package struct MarkedSource {
  /// A marker's expected place: 1-based line and UTF-8 column.
  package struct Position: Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column in UTF-8 bytes, as the Swift compiler counts it.
    package var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based UTF-8 column.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
  }

  /// The markers, in order.
  package static let markers: [Character] = [
    "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟",
  ]

  /// The text without markers.
  package var text: String
  /// The markers' positions in ``text``, sorted.
  package var positions: [Position]
  /// Each marker's position in ``text``, by marker (`"1️⃣"`).
  package var positionsByMarker: [String: Position]

  /// Strips the markers.
  ///
  /// - Parameter marked: Text with markers.
  package init(_ marked: String) {
    var text = ""
    var positions: [Position] = []
    var byMarker: [String: Position] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if Self.markers.contains(character) {
        positions.append(Position(line: line, column: column))
        byMarker[String(character)] = Position(line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.positions = positions.sorted()
    self.positionsByMarker = byMarker
  }

  /// The markers' positions, each moved down by `lines` (for the text with that many lines
  /// put before it).
  ///
  /// - Parameter lines: The lines put before the text.
  /// - Returns: The positions, sorted.
  package func positions(shiftedBy lines: Int) -> [Position] {
    positions.map { Position(line: $0.line + lines, column: $0.column) }
  }

  /// The findings the specs expect, as `line:column message` strings sorted by place, then
  /// message, each moved down by `lines` (a `@L<n>` in a message becomes `n + lines`).
  ///
  /// A spec whose marker is not in the text expects nothing (callers compare the markers
  /// with the specs separately).
  ///
  /// - Parameters:
  ///   - specs: The expected findings.
  ///   - lines: The lines put before the text.
  /// - Returns: One `line:column message` string per spec whose marker is in the text.
  package func expectedFindings(_ specs: [FindingSpec], shiftedBy lines: Int = 0) -> [String] {
    specs.compactMap { spec -> (Position, String)? in
      guard let position = positionsByMarker[spec.marker] else { return nil }
      return (
        Position(line: position.line + lines, column: position.column),
        Self.shiftingLines(spec.message, by: lines)
      )
    }
    .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    .map { "\($0.0) \($0.1)" }
  }

  /// A message with each `@L<n>` replaced by `n + shift`.
  private static func shiftingLines(_ message: String, by shift: Int) -> String {
    var result = ""
    var rest = Substring(message)
    while let marker = rest.range(of: "@L") {
      result += rest[..<marker.lowerBound]
      let digits = rest[marker.upperBound...].prefix { $0.isNumber }
      result += String((Int(digits) ?? 0) + shift)
      rest = rest[marker.upperBound...].dropFirst(digits.count)
    }
    return result + rest
  }
}
