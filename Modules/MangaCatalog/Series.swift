/// A manga series in the catalog.
package struct Series: Hashable, Sendable, Codable, Identifiable {
  /// A series' stable identifier: its URL slug, such as `op`.
  package typealias ID = String

  /// The slug, such as `op`.
  package var id: ID
  /// The English title, such as `One Piece`.
  package var title: String
  /// Other titles it is known by (original, romanized, abbreviations).
  package var alternativeTitles: [String]
  /// The author, as credited.
  package var author: String
  /// The chapters, in reading order.
  package var chapters: [Chapter]

  /// Creates a series.
  ///
  /// - Parameters:
  ///   - id: The slug.
  ///   - title: The English title.
  ///   - alternativeTitles: Other titles.
  ///   - author: The author.
  ///   - chapters: The chapters in reading order.
  package init(
    id: ID, title: String, alternativeTitles: [String] = [], author: String,
    chapters: [Chapter]
  ) {
    self.id = id
    self.title = title
    self.alternativeTitles = alternativeTitles
    self.author = author
    self.chapters = chapters
  }

  /// The chapter with a number, if the series has it.
  ///
  /// - Parameter number: The chapter number, 1-based; any `Int`, including `Int.min`.
  /// - Returns: The chapter or `nil`.
  /// - Complexity: O(1) when chapters are numbered 1...n in order, else O(n).
  package func chapter(_ number: Int) -> Chapter? {
    // `number - 1` only once `number >= 1`: `Int.min - 1` would trap.
    guard number >= 1 else { return chapters.first { $0.number == number } }
    if chapters.indices.contains(number - 1), chapters[number - 1].number == number {
      return chapters[number - 1]
    }
    return chapters.first { $0.number == number }
  }
}
