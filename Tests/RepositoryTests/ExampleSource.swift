import Foundation

/// The example app's marked source: its named snippet regions, which the README shows, and
/// its glue regions, whose lines the README counts.
///
/// A region is the lines between `// snippet:begin NAME` and `// snippet:end NAME`, between
/// `// glue:begin` and `// glue:end`, or between `// tool:begin` and `// tool:end` (the app's
/// own navigation tool, counted apart from the glue), each marker alone on its line.
struct ExampleSource: Equatable {
  /// Each snippet region's text by name, its common indentation removed.
  var snippets: [String: String] = [:]
  /// The glue lines that count: not blank, not a comment.
  var glueLines: [String] = []
  /// The navigation tool's lines that count: not blank, not a comment.
  var toolLines: [String] = []
  /// What is wrong with the markers, one line each, naming the file and line.
  var problems: [String] = []

  /// Reads the marked regions of files.
  ///
  /// - Parameter files: Each file's path (for messages) and text.
  init(files: [(path: String, text: String)]) {
    for (path, text) in files { read(text, path: path) }
  }

  private mutating func read(_ text: String, path: String) {
    var open: [String: (line: Int, lines: [String])] = [:]
    var glueStart: Int?
    var toolStart: Int?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let place = "\(path):\(index + 1)"
      if let name = Self.marker("// snippet:begin ", trimmed) {
        if open[name] != nil || snippets[name] != nil {
          problems.append("\(place): snippet \(name) twice")
        }
        open[name] = (index + 1, [])
      } else if let name = Self.marker("// snippet:end ", trimmed) {
        guard let region = open.removeValue(forKey: name) else {
          problems.append("\(place): snippet:end \(name) without its begin")
          continue
        }
        snippets[name] = Self.dedented(region.lines)
      } else if trimmed == "// glue:begin" {
        if glueStart != nil { problems.append("\(place): glue:begin inside glue") }
        glueStart = index + 1
      } else if trimmed == "// glue:end" {
        if glueStart == nil { problems.append("\(place): glue:end without glue:begin") }
        glueStart = nil
      } else if trimmed == "// tool:begin" {
        if toolStart != nil { problems.append("\(place): tool:begin inside tool") }
        toolStart = index + 1
      } else if trimmed == "// tool:end" {
        if toolStart == nil { problems.append("\(place): tool:end without tool:begin") }
        toolStart = nil
      } else {
        for name in open.keys { open[name]?.lines.append(String(line)) }
        if glueStart != nil, !trimmed.isEmpty, !trimmed.hasPrefix("//") {
          glueLines.append(trimmed)
        }
        if toolStart != nil, !trimmed.isEmpty, !trimmed.hasPrefix("//") {
          toolLines.append(trimmed)
        }
      }
    }
    for (name, region) in open {
      problems.append("\(path):\(region.line): snippet \(name) is not closed")
    }
    if let glueStart { problems.append("\(path):\(glueStart): glue:begin is not closed") }
    if let toolStart { problems.append("\(path):\(toolStart): tool:begin is not closed") }
  }

  private static func marker(_ prefix: String, _ line: String) -> String? {
    guard line.hasPrefix(prefix) else { return nil }
    let name = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? nil : name
  }

  /// Lines with the indentation they all share removed, joined by newlines.
  static func dedented(_ lines: [String]) -> String {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }
    let indent = indents.min() ?? 0
    return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
      .joined(separator: "\n")
  }

  /// Every Swift file under a folder, skipping build output (`.build`, `.swiftpm`).
  ///
  /// - Parameters:
  ///   - folder: The folder, such as the example app's.
  ///   - root: The repository's root, for the paths in messages.
  /// - Returns: Each file's path relative to `root` and its text, sorted by path.
  static func swiftFiles(under folder: URL, root: URL) throws -> [(path: String, text: String)] {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else {
      return []
    }
    var files: [(path: String, text: String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = String(
        url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files.append((path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }
}
