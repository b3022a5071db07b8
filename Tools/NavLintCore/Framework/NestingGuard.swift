/// Finds the bracket nesting that SwiftParser's lookahead takes exponential time on, before
/// the file is parsed.
///
/// Measured on the toolchain's SwiftParser (one parse, release build): each further level of
/// a nesting of `[` multiplies the time by about 1.8 (14 `[` 0.3 s, 16 `[` 1.5 s); `[(`,
/// `([` and `[a<` by about 2 a bracket; an attribute among the brackets by far more:
/// `[@` repeated 8 times took 1.8 s, `[(@` repeated 6 times 6.8 s, and the 46 bytes
/// `let a = [@[@[@[@[@[@[@[@[@[@[@[@1]]]]]]]]]]]]` 63 s. `(`, `<` and `{` nested alone, `[`
/// nested in braces (`[{[{…`) and `#if` nesting stay linear. So the guard scores the brackets
/// open since the innermost `{`: `[`, `(` and a generic `<` count one each once a `[` is among
/// them, and twice when an attribute `@` is among them or right before them; a score over
/// ``maximumScore`` is refused. Comments and string literals do not count; interpolations do.
enum NestingGuard {
  /// The highest score parsed: 12 nested `[`, or 6 with an attribute among them.
  static let maximumScore = 12

  /// Why a file is refused, for its `parse-error`.
  static let reason =
    "too deeply nested to parse in reasonable time: more than \(maximumScore) nested brackets "
    + "with a '[' among them, or \(maximumScore / 2) with an attribute '@'; the file is not linted"

  private enum Opener: UInt8 {
    case square = 0x5B  // [
    case parenthesis = 0x28  // (
    case angle = 0x3C  // <
    case brace = 0x7B  // {
  }

  /// Brackets open since the innermost `{`.
  private struct Segment {
    var open: [(opener: Opener, offset: Int)] = []
    var squares = 0
    var attribute = false

    var score: Int {
      guard squares > 0 || attribute else { return 0 }
      return open.count * (attribute ? 2 : 1)
    }

    mutating func push(_ opener: Opener, at offset: Int) {
      open.append((opener, offset))
      if opener == .square { squares += 1 }
    }

    mutating func pop() {
      if open.removeLast().opener == .square { squares -= 1 }
      if open.isEmpty { attribute = false }
    }

    /// Closes the innermost `opener`, with the `<` left open inside it.
    mutating func close(_ opener: Opener) {
      while let last = open.last?.opener, last == .angle, opener != .angle { pop() }
      if open.last?.opener == opener { pop() }
    }
  }

  /// The offset where the first nesting over the limit starts, or `nil`.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Returns: The offset of the nesting's outermost bracket since its `{`.
  /// - Complexity: O(n).
  static func firstTooDeep(_ bytes: [UInt8]) -> Int? {
    var scanner = CodeScanner(bytes)
    var segments = [Segment()]
    var previous: UInt8 = 0
    var attributeOffset = 0
    while let (offset, byte) = scanner.nextCodeByte() {
      defer { previous = byte }
      let top = segments.count - 1
      switch byte {
      case UInt8(ascii: "{"):
        segments.append(Segment())
        continue
      case UInt8(ascii: "}"):
        if segments.count > 1 { segments.removeLast() }
        continue
      case UInt8(ascii: "["): segments[top].push(.square, at: offset)
      case UInt8(ascii: "("): segments[top].push(.parenthesis, at: offset)
      case UInt8(ascii: "<") where isIdentifierEnd(previous):
        segments[top].push(.angle, at: offset)
      case UInt8(ascii: "]"): segments[top].close(.square)
      case UInt8(ascii: ")"): segments[top].close(.parenthesis)
      case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): segments[top].close(.angle)
      case UInt8(ascii: "@"):
        if !segments[top].attribute { attributeOffset = offset }
        segments[top].attribute = true
      case UInt8(ascii: "\n") where segments[top].open.isEmpty:
        segments[top].attribute = false
      case UInt8(ascii: "\n"), UInt8(ascii: "="), UInt8(ascii: ";"):
        // A `<` still open here was a comparison, not generic arguments.
        while segments[top].open.last?.opener == .angle { segments[top].pop() }
      default: break
      }
      if segments[top].score > maximumScore {
        let start = segments[top].open.first?.offset ?? offset
        return segments[top].attribute ? min(start, attributeOffset) : start
      }
    }
    return nil
  }

  private static func isIdentifierEnd(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ">"), 0x80...0xFF:
      true
    default: false
    }
  }
}
