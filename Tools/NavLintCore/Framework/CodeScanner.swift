/// Walks a Swift file's bytes, skipping comments, string literals and `#/…/#` regex literals,
/// for cheap checks that must not look inside them (a pre-parse guard).
///
/// Not a lexer: the code inside a string interpolation (`"\(…)"`, `#"\#(…)"#`) is code and is
/// returned, the rest of the string is skipped; bare `/…/` regex literals are read as code.
struct CodeScanner {
  private static let blockOpen = Array("/*".utf8)
  private static let blockClose = Array("*/".utf8)
  private static let tripleQuote = Array("\"\"\"".utf8)

  /// A string literal whose interpolation the scanner is inside.
  private struct OpenString {
    /// `"` or `"""`.
    var quotes: [UInt8]
    /// The number of `#` around the literal.
    var hashes: Int
    /// Parentheses open inside the interpolation; its `)` at 0 returns to the string.
    var parentheses = 0
  }

  private let bytes: [UInt8]
  private var offset = 0
  private var strings: [OpenString] = []

  /// Starts at the first byte.
  ///
  /// - Parameter bytes: The file's contents.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte of code with its offset, or `nil` at the end.
  ///
  /// - Complexity: amortised O(1); one pass over the file in all. Inlined into its loop: it
  ///   runs for every byte of every file before the parse.
  @inline(__always)
  mutating func nextCodeByte() -> (offset: Int, byte: UInt8)? {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        skip(past: [UInt8(ascii: "\n")])
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
        guard skipLiteral() else {
          offset += 1
          return (offset - 1, byte)
        }
      } else if !strings.isEmpty, byte == UInt8(ascii: ")"),
        strings[strings.count - 1].parentheses == 0
      {
        // The interpolation ends; the rest of its string is not code.
        offset += 1
        let string = strings.removeLast()
        skipStringBody(quotes: string.quotes, hashes: string.hashes)
      } else {
        if !strings.isEmpty, byte == UInt8(ascii: "(") {
          strings[strings.count - 1].parentheses += 1
        }
        if !strings.isEmpty, byte == UInt8(ascii: ")") {
          strings[strings.count - 1].parentheses -= 1
        }
        offset += 1
        return (offset - 1, byte)
      }
    }
    return nil
  }

  private func peek(_ distance: Int) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  private func matches(_ pattern: [UInt8], at position: Int) -> Bool {
    position + pattern.count <= bytes.count
      && bytes[position..<position + pattern.count].elementsEqual(pattern)
  }

  /// Moves past the next occurrence of `terminator`, or to the end.
  private mutating func skip(past terminator: [UInt8]) {
    while offset < bytes.count {
      if matches(terminator, at: offset) {
        offset += terminator.count
        return
      }
      offset += 1
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while offset < bytes.count {
      if matches(Self.blockOpen, at: offset) {
        depth += 1
        offset += 2
      } else if matches(Self.blockClose, at: offset) {
        depth -= 1
        offset += 2
        if depth == 0 { return }
      } else {
        offset += 1
      }
    }
  }

  /// Skips a string or `#/…/#` regex literal starting here, with any `#` delimiters, up to
  /// its end or its first interpolation.
  ///
  /// - Returns: `false` when no literal starts here (a lone `#`, as in `#if`).
  private mutating func skipLiteral() -> Bool {
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    let opener = offset + hashes
    guard opener < bytes.count else { return false }
    if bytes[opener] == UInt8(ascii: "/"), hashes > 0 {
      offset = opener + 1
      skip(past: [UInt8(ascii: "/")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes))
      return true
    }
    guard bytes[opener] == UInt8(ascii: "\"") else { return false }
    let quotes: [UInt8] =
      matches(Self.tripleQuote, at: opener) ? Self.tripleQuote : [UInt8(ascii: "\"")]
    offset = opener + quotes.count
    skipStringBody(quotes: quotes, hashes: hashes)
    return true
  }

  /// Skips the text of a string literal from here to its end, or to just inside its next
  /// interpolation (which is code).
  private mutating func skipStringBody(quotes: [UInt8], hashes: Int) {
    let closingHashes = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let terminator = quotes + closingHashes
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\\") {
        var escapeHashes = 0
        while peek(1 + escapeHashes) == UInt8(ascii: "#") { escapeHashes += 1 }
        guard escapeHashes == hashes else {
          offset += 1
          continue
        }
        if peek(1 + hashes) == UInt8(ascii: "(") {
          offset += 2 + hashes
          strings.append(OpenString(quotes: quotes, hashes: hashes))
          return
        }
        offset += 2 + hashes
      } else if matches(terminator, at: offset) {
        offset += terminator.count
        return
      } else if quotes.count == 1, bytes[offset] == UInt8(ascii: "\n") {
        offset += 1
        return
      } else {
        offset += 1
      }
    }
  }
}
