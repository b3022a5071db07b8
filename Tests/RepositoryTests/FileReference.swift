import Foundation

/// A file that a source comment or a doc names: a `*.md` name, or a path that starts with one
/// of the repository's top-level folders.
struct FileReference: Equatable, Sendable, CustomStringConvertible {
  /// The name as written, such as `docs/SHELL.md` or `Modules/`.
  var path: String
  /// The line it is on, from 1.
  var line: Int
  /// Whether only the start of the last component is given: the name went on with a
  /// placeholder (`<Name>`, `*`, `…`, `{a,b}`) or stopped at one (`NAME`, `FILE.dict`).
  var isPrefix = false

  var description: String { "line \(line): \(path)\(isPrefix ? "…" : "")" }

  /// The folders a path must start with to count as a reference.
  static let topLevelFolders = ["Modules", "Apps", "Tools", "Tests", "docs", "Examples", ".ci"]

  private static let pathPattern = try! NSRegularExpression(
    pattern:
      #"(?<![\w./-])((?:Modules|Apps|Tools|Tests|docs|Examples|\.ci)/[^\s`'"()\[\]<>*…{},;:|]*)"#
  )
  private static let markdownPattern = try! NSRegularExpression(
    pattern: #"(?<![\w/.+-])((?:\.\.?/)*(?:[\w.+-]+/)*[\w+-][\w.+-]*\.md)(?![\w-]|\.\w)"#)
  private static let placeholderComponent = try! NSRegularExpression(
    pattern: #"^[A-Z][A-Z0-9_]*(\.[a-z]+)?$"#)

  /// The references in one line of text.
  ///
  /// - Parameters:
  ///   - text: The line (a comment's text, or a line of a doc).
  ///   - line: Its number, from 1.
  /// - Returns: Each reference once, paths first, in order.
  static func all(in text: String, line: Int) -> [FileReference] {
    let whole = NSRange(text.startIndex..., in: text)
    var found: [FileReference] = []
    for match in pathPattern.matches(in: text, range: whole) {
      guard let range = Range(match.range(at: 1), in: text) else { continue }
      var path = String(text[range])
      while let last = path.last, last == "." { path.removeLast() }
      let next = range.upperBound < text.endIndex ? text[range.upperBound] : " "
      found.append(
        reference(path, line: line, continued: path == String(text[range]) && "<*…{".contains(next))
      )
    }
    for match in markdownPattern.matches(in: text, range: whole) {
      guard let range = Range(match.range(at: 1), in: text) else { continue }
      let path = String(text[range])
      if text[..<range.lowerBound].hasSuffix("://") { continue }
      if !found.contains(where: { $0.path == path }) {
        found.append(FileReference(path: path, line: line))
      }
    }
    return found
  }

  /// A path reference, cut at its first placeholder component (`NAME`, `FILE.dict`; never a
  /// `*.md` name such as `README.md`).
  private static func reference(_ path: String, line: Int, continued: Bool) -> FileReference {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    for (index, component) in components.enumerated() where index > 0 {
      let text = String(component)
      let isPlaceholder =
        !text.hasSuffix(".md")
        && placeholderComponent.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
          != nil
      if isPlaceholder {
        let parent = components[..<index].joined(separator: "/") + "/"
        return FileReference(path: parent, line: line, isPrefix: true)
      }
    }
    return FileReference(path: path, line: line, isPrefix: continued)
  }

  /// Whether the reference names something in the repository.
  ///
  /// - Parameters:
  ///   - folder: The folder of the file that holds the reference, relative to the root
  ///     (`""` for the root); a `*.md` name may be relative to it.
  ///   - exists: Whether a path relative to the root exists.
  ///   - entries: The names in a folder relative to the root.
  /// - Returns: `true` when the named file or folder exists (for a prefix: when a name in its
  ///   folder starts with it).
  func resolves(
    from folder: String, exists: (String) -> Bool, entries: (String) -> [String]
  ) -> Bool {
    let isPath = Self.topLevelFolders.contains { path.hasPrefix($0 + "/") }
    let bases = isPath || folder.isEmpty ? [""] : [folder, ""]
    return bases.contains { base in
      let joined = Self.normalized(base.isEmpty ? path : base + "/" + path)
      guard let joined else { return false }
      guard isPrefix else { return exists(joined) }
      if joined.hasSuffix("/") || joined.isEmpty { return exists(joined) }
      let parent = (joined as NSString).deletingLastPathComponent
      let start = (joined as NSString).lastPathComponent
      return entries(parent).contains { $0.hasPrefix(start) }
    }
  }

  /// The path with `.` and `..` components resolved, or `nil` when it leaves the root.
  private static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    for component in components {
      switch component {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(component)
      }
    }
    return parts.joined(separator: "/") + (path.hasSuffix("/") && !parts.isEmpty ? "/" : "")
  }
}
