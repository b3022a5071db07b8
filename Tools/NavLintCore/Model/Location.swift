/// A place in a source file, as the Swift compiler prints it.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line,
/// the way `swiftc` does (SwiftSyntax's `SourceLocationConverter`). `offset` is the 0-based
/// UTF-8 offset in the file, which suppression and fixes use.
public struct Location: Hashable, Codable, Sendable, Comparable {
  /// The file path as navlint displays it (relative to the working directory when inside it).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column in UTF-8 bytes.
  public var column: Int
  /// The 0-based UTF-8 offset from the start of the file.
  public var offset: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The displayed file path.
  ///   - line: The 1-based line.
  ///   - column: The 1-based UTF-8 column.
  ///   - offset: The 0-based UTF-8 offset in the file.
  public init(file: String, line: Int, column: Int, offset: Int = 0) {
    self.file = file
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: Location, rhs: Location) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
