/// A path glob of `.navlint.json`: `**` spans folders, `*` and `?` stay within one name.
public struct Glob: Hashable, Sendable {
  /// The pattern as written.
  public var pattern: String

  /// Creates a glob.
  ///
  /// - Parameter pattern: The pattern, relative to the configuration's folder.
  public init(_ pattern: String) {
    self.pattern = pattern
  }

  /// Whether a relative path matches: the whole path, a folder above it, or (for a pattern
  /// without `/`) its file name.
  ///
  /// - Parameter path: A `/`-separated path relative to the configuration's folder.
  /// - Returns: `true` on a match.
  public func matches(_ path: String) -> Bool {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let patternParts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !patternParts.isEmpty else { return false }
    for length in stride(from: pathParts.count, through: 1, by: -1)
    where Self.match(patternParts[...], pathParts[..<length]) {
      return true
    }
    if patternParts.count == 1, let name = pathParts.last {
      return Self.matchName(Array(patternParts[0].utf8)[...], Array(name.utf8)[...])
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let head = pattern.first else { return path.isEmpty }
    if head == "**" {
      let rest = pattern.dropFirst()
      for start in path.startIndex...path.endIndex where match(rest, path[start...]) {
        return true
      }
      return false
    }
    guard let name = path.first, matchName(Array(head.utf8)[...], Array(name.utf8)[...]) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
    guard let head = pattern.first else { return name.isEmpty }
    switch head {
    case UInt8(ascii: "*"):
      let rest = pattern.dropFirst()
      for start in name.startIndex...name.endIndex where matchName(rest, name[start...]) {
        return true
      }
      return false
    case UInt8(ascii: "?"):
      return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
    default:
      return name.first == head && matchName(pattern.dropFirst(), name.dropFirst())
    }
  }
}
