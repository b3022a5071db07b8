/// A path glob of `.navlint.json`: `**` spans folders, `*` and `?` stay within one name,
/// `[abc]`, `[a-z]` and `[!a-z]` match one character of a set.
public struct Glob: Hashable, Sendable {
  /// The pattern as written.
  public var pattern: String

  private enum Element {
    case byte(UInt8)
    case any
    case star
    case set(ranges: [ClosedRange<UInt8>], negated: Bool)

    func matches(_ byte: UInt8) -> Bool {
      switch self {
      case .byte(let expected): byte == expected
      case .any: true
      case .star: false
      case .set(let ranges, let negated): ranges.contains { $0.contains(byte) } != negated
      }
    }
  }

  /// Creates a glob.
  ///
  /// - Parameter pattern: The pattern, relative to the configuration's folder.
  public init(_ pattern: String) {
    self.pattern = pattern
  }

  /// Whether the pattern is well formed: every `[` has its `]`.
  public var isValid: Bool {
    pattern.split(separator: "/").allSatisfy { Self.compile(Array($0.utf8)) != nil }
  }

  /// Whether a relative path matches: the whole path, a folder above it, or (for a pattern
  /// without `/`) its file name.
  ///
  /// - Parameter path: A `/`-separated path relative to the configuration's folder.
  /// - Returns: `true` on a match; a malformed pattern matches nothing.
  /// - Complexity: O(p × n) for p pattern parts and n path parts (each name O(p × n) bytes).
  public func matches(_ path: String) -> Bool {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let patternParts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map {
      Array($0.utf8)
    }
    guard !patternParts.isEmpty else { return false }
    var compiled: [[Element]?] = []
    for part in patternParts where part != "**" {
      guard let elements = Self.compile(Array(part.utf8)) else { return false }
      compiled.append(elements)
    }
    // `**` parts are nil; others their compiled names.
    var parts: [[Element]?] = []
    var next = 0
    for part in patternParts {
      if part == "**" {
        parts.append(nil)
      } else {
        parts.append(compiled[next])
        next += 1
      }
    }
    // reachable[j]: the pattern parts so far match the first j path parts. A prefix match
    // (the pattern matches a folder above the file) counts too.
    var reachable = [Bool](repeating: false, count: pathParts.count + 1)
    reachable[0] = true
    for part in parts {
      var following = [Bool](repeating: false, count: pathParts.count + 1)
      if let elements = part {
        for j in 0..<pathParts.count where reachable[j] {
          following[j + 1] = Self.matchName(elements, pathParts[j])
        }
      } else {
        var seen = false
        for j in 0...pathParts.count {
          seen = seen || reachable[j]
          following[j] = seen
        }
      }
      reachable = following
    }
    if reachable.dropFirst().contains(true) { return true }
    if parts.count == 1, let elements = parts[0], let name = pathParts.last {
      return Self.matchName(elements, name)
    }
    return false
  }

  private static func compile(_ bytes: [UInt8]) -> [Element]? {
    var elements: [Element] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "*"):
        if case .star = elements.last { continue }
        elements.append(.star)
      case UInt8(ascii: "?"):
        elements.append(.any)
      case UInt8(ascii: "["):
        var negated = false
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "^")
        {
          negated = true
          index += 1
        }
        var ranges: [ClosedRange<UInt8>] = []
        var closed = false
        var first = true
        while index < bytes.count {
          let member = bytes[index]
          if member == UInt8(ascii: "]") && !first {
            closed = true
            index += 1
            break
          }
          first = false
          if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"),
            bytes[index + 2] != UInt8(ascii: "]")
          {
            let upper = bytes[index + 2]
            guard member <= upper else { return nil }
            ranges.append(member...upper)
            index += 3
          } else {
            ranges.append(member...member)
            index += 1
          }
        }
        guard closed else { return nil }
        elements.append(.set(ranges: ranges, negated: negated))
      default:
        elements.append(.byte(byte))
      }
    }
    return elements
  }

  /// Wildcard matching with one backtrack point: O(p × n), never exponential.
  private static func matchName(_ pattern: [Element], _ name: [UInt8]) -> Bool {
    var p = 0
    var n = 0
    var starPattern = -1
    var starName = 0
    while n < name.count {
      if p < pattern.count, case .star = pattern[p] {
        starPattern = p
        starName = n
        p += 1
      } else if p < pattern.count, pattern[p].matches(name[n]) {
        p += 1
        n += 1
      } else if starPattern >= 0 {
        p = starPattern + 1
        starName += 1
        n = starName
      } else {
        return false
      }
    }
    while p < pattern.count, case .star = pattern[p] { p += 1 }
    return p == pattern.count
  }
}
