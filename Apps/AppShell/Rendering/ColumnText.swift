import NavigationCore

/// Draws the regular layout's columns as text: side by side within a width, or one under
/// another when the width cannot give each column ``minimumWidth`` characters.
///
/// Widths count characters (grapheme clusters); a character that a terminal draws two cells
/// wide (as in CJK titles) shifts the columns to its right.
package enum ColumnText {
  /// The fewest characters a column gets side by side; narrower, the columns are stacked.
  package static let minimumWidth = 24

  /// What stands between two columns side by side.
  package static let separator = " │ "

  /// The columns' lines: a header naming each column's role, then each screen.
  ///
  /// - Parameters:
  ///   - columns: The columns, sidebar first.
  ///   - width: The characters a line may hold.
  /// - Returns: The lines, without line breaks and without trailing spaces.
  package static func lines(of columns: [ShellFrame.Column], width: Int) -> [String] {
    let count = max(columns.count, 1)
    let columnWidth = (width - separator.count * (count - 1)) / count
    let blocks = columns.map { column in
      TextRenderer.screenLines(column.screen, selection: column.selection).flatMap {
        $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
    }
    guard columnWidth >= minimumWidth else {
      // Stacked: each column under a rule naming it, lines wrapped to the whole width.
      var lines: [String] = []
      for (column, block) in zip(columns, blocks) {
        if !lines.isEmpty { lines.append("") }
        lines.append("── \(column.role.rawValue) ──")
        lines += block.flatMap { wrap($0, width: max(width, minimumWidth)) }
      }
      return lines
    }
    let wrapped = blocks.map { block in block.flatMap { wrap($0, width: columnWidth) } }
    let header = columns.map(\.role.rawValue)
    let rule = columns.map { _ in String(repeating: "─", count: columnWidth) }
    var lines = [join(header, width: columnWidth), rule.joined(separator: "─┼─")]
    let height = wrapped.map(\.count).max() ?? 0
    for row in 0..<height {
      lines.append(join(wrapped.map { row < $0.count ? $0[row] : "" }, width: columnWidth))
    }
    return lines
  }

  /// Cells padded to the column width, joined by the separator, trailing spaces removed.
  private static func join(_ cells: [String], width: Int) -> String {
    let padded = cells.map { $0 + String(repeating: " ", count: max(0, width - $0.count)) }
    var line = padded.joined(separator: separator)
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Breaks a line into lines of at most `width` characters, at spaces where it can; a row's
  /// continuation lines are indented under its label.
  ///
  /// - Parameters:
  ///   - line: One line of a screen.
  ///   - width: The most characters a line may hold, at least 8.
  /// - Returns: One or more lines.
  package static func wrap(_ line: String, width: Int) -> [String] {
    guard line.count > width, width >= 8 else { return [line] }
    let indent = String(repeating: " ", count: min(hangingIndent(of: line), width / 2))
    var lines: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      let window = rest.prefix(room + 1)
      let cut: Substring.Index
      if let space = window.lastIndex(of: " "), space > rest.startIndex {
        cut = space
      } else {
        cut = rest.index(rest.startIndex, offsetBy: room)
      }
      lines.append(prefix + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      prefix = indent
    }
    if !rest.isEmpty { lines.append(prefix + rest) }
    return lines
  }

  /// Where a row's label starts (`  12. Label` -> 6), or 0 for a line that is not a row.
  private static func hangingIndent(of line: String) -> Int {
    let marker = line.prefix(2)
    guard marker == "  " || marker == "▸ " else { return 0 }
    let digits = line.dropFirst(2).prefix { $0.isNumber }
    guard !digits.isEmpty, line.dropFirst(2 + digits.count).hasPrefix(". ") else { return 0 }
    return 2 + digits.count + 2
  }
}
