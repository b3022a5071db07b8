import Foundation

/// The text of the repository that may name files: the comments of its sources and scripts,
/// and every line of its docs.
enum RepositoryText {
  /// A file to read, relative to the root, and which of its lines count.
  struct File: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
      /// Every line (Markdown, DocC articles).
      case document
      /// Swift: the text of `//` comments and of lines inside `/* */` comments.
      case swift
      /// Shell and Python: lines that start with `#` (not `#!`).
      case script
    }

    var path: String
    var kind: Kind
  }

  /// Folders never read: build output, version control, and inputs that are data, not text
  /// for people (fuzzing corpora and findings, test fixtures).
  static let skipped: Set<String> = [
    ".build", ".git", ".swiftpm", ".build-asan", ".build-tsan", ".navlint-cache",
    "Tools/Fuzz/Corpus", "Tools/Fuzz/Findings", "Tests/AppShellTests/Fixtures",
    "Tests/AppShellTests/Transcripts", ".ci/fixtures",
  ]

  /// Every file to read under the root.
  ///
  /// - Parameter root: The repository's root folder.
  /// - Returns: The files, sorted by path.
  static func files(under root: URL) -> [File] {
    var found: [File] = []
    func walk(_ relative: String) {
      let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        // Build output of any package in the repository (the example app's too) is skipped.
        if skipped.contains(path) || name == ".build" || name == ".swiftpm"
          || (relative.isEmpty && name.hasPrefix(".") && name != ".ci")
        {
          continue
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
        if isFolder.boolValue {
          walk(path)
        } else if let kind = kind(of: name, in: relative) {
          found.append(File(path: path, kind: kind))
        }
      }
    }
    walk("")
    return found
  }

  private static func kind(of name: String, in folder: String) -> File.Kind? {
    if name.hasSuffix(".md") { return .document }
    if name.hasSuffix(".swift") { return .swift }
    if name.hasSuffix(".sh") || name.hasSuffix(".py") || (folder == ".ci" && name == "run") {
      return .script
    }
    return nil
  }

  /// The lines of a file that count, with their numbers from 1.
  ///
  /// - Parameters:
  ///   - text: The file's content.
  ///   - kind: How to read it.
  /// - Returns: The text of each line that counts (for code: its comment only; lines of a
  ///   multi-line string literal never count).
  static func lines(of text: String, kind: File.Kind) -> [(line: Int, text: String)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch kind {
    case .document:
      return lines.enumerated().map { ($0.offset + 1, $0.element) }
    case .script:
      return lines.enumerated().compactMap { index, line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#"), !trimmed.hasPrefix("#!") else { return nil }
        return (index + 1, String(trimmed.dropFirst()))
      }
    case .swift:
      var result: [(line: Int, text: String)] = []
      var inBlock = false
      var inString = false
      for (index, line) in lines.enumerated() {
        // Lines of a multi-line string literal are text, not comments.
        if delimiters(in: line) % 2 == 1 {
          inString.toggle()
          continue
        }
        if inString { continue }
        if inBlock {
          result.append((index + 1, line))
          if line.contains("*/") { inBlock = false }
          continue
        }
        guard let comment = line.range(of: "//") ?? line.range(of: "/*") else { continue }
        // A `//` after a quote may be inside a string literal (a URL): such lines are skipped.
        if line[..<comment.lowerBound].contains("\"") { continue }
        result.append((index + 1, String(line[comment.upperBound...])))
        if line[comment] == "/*", !line[comment.upperBound...].contains("*/") { inBlock = true }
      }
      return result
    }
  }

  /// The number of `"""` in a line that are not escaped (`\"""` inside a literal).
  private static func delimiters(in line: String) -> Int {
    var count = 0
    var rest = line[...]
    while let found = rest.range(of: "\"\"\"") {
      if found.lowerBound == rest.startIndex || rest[rest.index(before: found.lowerBound)] != "\\" {
        count += 1
      }
      rest = rest[found.upperBound...]
    }
    return count
  }
}
