/// Finds the bracket nesting that SwiftParser's lookahead takes exponential time on, before
/// the file is parsed.
///
/// Measured on the toolchain's SwiftParser (Swift 6.3.1, one parse, a loaded 2-core
/// machine): what is exponential is a `[` whose contents the parser may try as a type. `[`
/// nested in `[` multiplies the time by about 1.8 a level (13 `[` 0.3 s, 16 2.6 s, 18 12 s);
/// `[(` by about 2.5 a pair (10 pairs 0.09 s, 24 pairs over 20 s); `[a<` by about 2 (13
/// levels 0.8 s, 16 7 s); with an attribute far more: `[@` repeated 8 times 1.3 s, `[(@`
/// repeated 6 times 1 s, the 46 bytes `let a = [@[@[@[@[@[@[@[@[@[@[@[@1]]]]]]]]]]]]` 63 s.
/// Nesting outside the first `[` stays linear: 64 nested calls or parentheses around `[1]`
/// (`f(g(h(…[1]…)))`) parse in 0.01 s, and so do calls inside it (`[f(` repeated 10 times),
/// `(@a ` nesting, `{` and `#if` nesting. So the guard scores, since the innermost `{`, the
/// brackets open from the outermost `[` inward: each `[`, generic `<` and `(` counts one, two
/// when an attribute `@` is among or right before them, and a call's `(` starts the count
/// anew (its arguments are expressions, not tried as a type); a score over
/// ``maximumScore`` is refused. Everything else is parsed, bounded by the parser's time
/// limit (``BoundedParser``). Comments and string literals do not count; interpolations do.
package enum NestingGuard {
  /// The highest score parsed: 15 nested `[` (about 1.5 s), or 7 with an attribute.
  static let maximumScore = 15

  /// Why a file is refused, for its `parse-error`.
  static let reason =
    "too deeply nested to parse in reasonable time: more than \(maximumScore) brackets nested "
    + "inside a '[', or \(maximumScore / 2) with an attribute '@'; the file is not linted"

  private enum Opener: UInt8 {
    case square = 0x5B  // [
    case parenthesis = 0x28  // (
    case angle = 0x3C  // <
    case brace = 0x7B  // {
  }

  /// Brackets open since the innermost `{`.
  private struct Segment {
    /// Each open bracket, with the count of scored brackets from the outermost open `[` to it
    /// and that `[`'s offset (`nil` outside any `[`, or when a call's parentheses began anew).
    var open: [(opener: Opener, offset: Int, counted: Int, start: Int?)] = []
    var squares = 0
    var attribute = false

    var score: Int {
      (open.last?.counted ?? 0) * (attribute ? 2 : 1)
    }

    /// Where the scored nesting starts: its outermost `[`.
    var start: Int? { open.last?.start }

    /// Opens a bracket; a call's parentheses (`f(`) start the count anew, since their
    /// arguments are parsed as expressions, not tried as a type.
    mutating func push(_ opener: Opener, at offset: Int, isCall: Bool = false) {
      let last = open.last
      if isCall {
        open.append((opener, offset, 0, nil))
      } else if let start = last?.start {
        open.append((opener, offset, (last?.counted ?? 0) + 1, start))
      } else if opener == .square {
        open.append((opener, offset, 1, offset))
      } else {
        open.append((opener, offset, 0, nil))
      }
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
  package static func firstTooDeep(_ bytes: [UInt8]) -> Int? {
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
      case UInt8(ascii: "("):
        // A call's parentheses (`f(`, `a[0](`) are linear to parse.
        segments[top].push(
          .parenthesis, at: offset,
          isCall: isIdentifierEnd(previous) || previous == UInt8(ascii: "]")
            || previous == UInt8(ascii: ")"))
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
        let start = segments[top].start ?? offset
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
