/// Applies text edits to source.
package enum Fixer {
  /// Applies non-overlapping edits; an edit overlapping an earlier-starting one is skipped
  /// (the next `--fix` pass gets it).
  ///
  /// - Parameters:
  ///   - edits: Edits in UTF-8 offsets of `text`.
  ///   - text: The source.
  /// - Returns: The edited source.
  /// - Complexity: O(n + e log e) for n bytes and e edits.
  package static func apply(_ edits: [TextEdit], to text: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in Set(edits).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
      guard edit.start >= cursor, edit.end >= edit.start, edit.end <= bytes.count else { continue }
      result += bytes[cursor..<edit.start]
      result += Array(edit.replacement.utf8)
      cursor = edit.end
    }
    result += bytes[cursor...]
    return String(decoding: result, as: UTF8.self)
  }
}
