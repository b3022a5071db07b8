/// Reads the lines of a script or an interactive session from a byte source, holding at most
/// one line of ``maximumLineLength`` bytes in memory.
///
/// A line ends only at a line feed (LF); a carriage return just before it is dropped, so
/// CRLF files work. Every other separator (a lone CR, VT, FF, NEL, U+2028, U+2029) stays
/// inside the line, where the shell shows it escaped: text typed on one line can never run
/// a command of its own, and line numbers count line feeds. It is the one splitter for
/// `run FILE`, scripts on standard input and interactive input. Lines are numbered from 1. A line longer than the limit is reported as
/// such and never stored (`hoist < /dev/zero` ends at once); a line that is not UTF-8 is
/// reported as such, never repaired.
package final class LineReader {
  /// The longest line, in bytes without its line break: 64 KiB.
  package static let maximumLineLength = 65_536

  /// One line, or why it is not one.
  package enum Line: Hashable, Sendable {
    /// A line of text, without its line break.
    case text(String)
    /// A line longer than ``maximumLineLength`` bytes; its bytes are not kept.
    case tooLong
    /// A line whose bytes are not UTF-8.
    case notUTF8
  }

  /// Reads bytes into a buffer: returns how many (0 at the end), or `-errno` on failure.
  package typealias Source = (UnsafeMutableRawBufferPointer) -> Int

  private let source: Source
  private let limit: Int
  private var buffer: [UInt8] = []
  private var chunk: [UInt8]
  private var chunkStart = 0
  private var chunkEnd = 0
  private var atEnd = false
  private var nextNumber = 1
  private var skipping = false

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - limit: The longest line in bytes; ``maximumLineLength`` unless a test says otherwise.
  ///   - source: Where the bytes come from.
  package init(limit: Int = LineReader.maximumLineLength, source: @escaping Source) {
    self.limit = limit
    self.source = source
    self.chunk = [UInt8](repeating: 0, count: 16_384)
  }

  /// Creates a reader over bytes in memory, for tests.
  ///
  /// - Parameters:
  ///   - bytes: The whole input.
  ///   - limit: The longest line in bytes.
  package convenience init(bytes: [UInt8], limit: Int = LineReader.maximumLineLength) {
    var offset = 0
    self.init(limit: limit) { destination in
      let count = min(destination.count, bytes.count - offset)
      destination.copyBytes(from: bytes[offset..<offset + count])
      offset += count
      return count
    }
  }

  /// Reads the next line.
  ///
  /// After ``Line/tooLong`` the next call skips the rest of that line first.
  ///
  /// - Returns: The line's 1-based number and the line, or `nil` at the end of the input.
  /// - Throws: ``InputError/readFailed(errno:)`` when the source fails.
  /// - Complexity: O(*n*) in the bytes read; memory O(``maximumLineLength``).
  package func next() throws(InputError) -> (number: Int, line: Line)? {
    if skipping {
      skipping = false
      _ = try nextByteRun(keep: false)
    }
    buffer.removeAll(keepingCapacity: true)
    switch try nextByteRun(keep: true) {
    case .end where buffer.isEmpty: return nil
    case .full:
      skipping = true
      return numbered(.tooLong)
    case .endedTooLong: return numbered(.tooLong)
    case .end, .line: break
    }
    if buffer.last == UInt8(ascii: "\r") { buffer.removeLast() }
    guard buffer.count <= limit else { return numbered(.tooLong) }
    if nextNumber == 1, buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeFirst(3) }
    guard let text = String(validating: buffer, as: UTF8.self) else { return numbered(.notUTF8) }
    return numbered(.text(text))
  }

  private func numbered(_ line: Line) -> (number: Int, line: Line) {
    defer { nextNumber += 1 }
    return (nextNumber, line)
  }

  /// How a run of bytes ended: at a line feed, at the end of input, past the limit in the
  /// middle of a line (the rest is still to skip), or at a line feed past the limit.
  private enum RunEnd { case line, end, full, endedTooLong }

  /// Moves bytes up to the next line feed into ``buffer`` (or drops them when `keep` is
  /// false); stops early, mid-line, when the buffer would pass the limit (one byte more is
  /// room for a carriage return before the line feed).
  private func nextByteRun(keep: Bool) throws(InputError) -> RunEnd {
    while true {
      if chunkStart == chunkEnd {
        if atEnd { return .end }
        try refill()
        if chunkStart == chunkEnd { return .end }
      }
      let available = chunk[chunkStart..<chunkEnd]
      if let newline = available.firstIndex(of: UInt8(ascii: "\n")) {
        if keep {
          guard buffer.count + (newline - chunkStart) <= limit + 1 else {
            chunkStart = newline + 1
            return .endedTooLong
          }
          buffer += chunk[chunkStart..<newline]
        }
        chunkStart = newline + 1
        return .line
      }
      if keep {
        guard buffer.count + available.count <= limit + 1 else {
          chunkStart = chunkEnd
          return .full
        }
        buffer += available
      }
      chunkStart = chunkEnd
    }
  }

  private func refill() throws(InputError) {
    let count = chunk.withUnsafeMutableBytes { source($0) }
    guard count >= 0 else { throw .readFailed(errno: Int32(-count)) }
    chunkStart = 0
    chunkEnd = count
    if count == 0 { atEnd = true }
  }
}
