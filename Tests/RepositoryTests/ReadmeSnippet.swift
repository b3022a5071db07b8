/// A fenced block of the README that shows the example app's source: the comment
/// `<!-- snippet: NAME [NAME…] -->` just before a fenced block names the regions it joins.
struct ReadmeSnippet: Equatable {
  /// The regions it shows, in order.
  var names: [String]
  /// The block's text, without its fences.
  var text: String
  /// The line of the comment, from 1.
  var line: Int

  /// Every snippet block of a document, and the Swift blocks of a section that have no
  /// comment.
  ///
  /// - Parameters:
  ///   - document: The Markdown text.
  ///   - section: The heading whose Swift blocks must all be snippets, such as `## Use…`.
  /// - Returns: The snippets, and the line of each Swift block of `section` without a comment.
  static func all(in document: String, section: String) -> (
    snippets: [ReadmeSnippet], unmarked: [Int]
  ) {
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var snippets: [ReadmeSnippet] = []
    var unmarked: [Int] = []
    var inSection = false
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("## ") { inSection = line == section }
      if line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") {
        let names = line.dropFirst("<!-- snippet:".count).dropLast(3).split(separator: " ").map(
          String.init)
        var body: [String] = []
        var cursor = index + 1
        if cursor < lines.count, lines[cursor].hasPrefix("```") {
          cursor += 1
          while cursor < lines.count, lines[cursor] != "```" {
            body.append(lines[cursor])
            cursor += 1
          }
        }
        snippets.append(
          ReadmeSnippet(names: names, text: body.joined(separator: "\n"), line: index + 1))
        index = cursor + 1
        continue
      }
      if inSection, line == "```swift" {
        unmarked.append(index + 1)
        index += 1
        while index < lines.count, lines[index] != "```" { index += 1 }
      }
      index += 1
    }
    return (snippets, unmarked)
  }
}
