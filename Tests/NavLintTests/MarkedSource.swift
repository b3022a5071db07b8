/// Source text with `1️⃣`, `2️⃣`, ... markers where findings are expected, and the markers'
/// compiler locations once stripped.
struct MarkedSource {
  /// A marker's expected place: 1-based line and UTF-8 column.
  struct Position: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    var description: String { "\(line):\(column)" }
  }

  static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  /// The text without markers.
  var text: String
  /// The markers' positions in ``text``, sorted.
  var positions: [Position]
  /// Each marker's position in ``text``, by marker (`"1️⃣"`).
  var positionsByMarker: [String: Position]

  /// Strips the markers.
  ///
  /// - Parameter marked: Text with markers.
  init(_ marked: String) {
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
}
