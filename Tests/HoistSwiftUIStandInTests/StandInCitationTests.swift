import Foundation
import Testing

/// Every public declaration of the SwiftUI stand-in cites the page of Apple's documentation
/// it was written from, or says that it is the stand-in's own (a test seam, a body that is
/// never called).
struct StandInCitationTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SwiftUIStandIn")

  /// What a declaration's comment must hold.
  private static let marks = [
    "Apple: https://developer.apple.com/documentation/", "Not Apple's API",
    "the stand-in's own", "Never called: the stand-in draws nothing",
  ]

  /// The public declarations of a file whose preceding comment holds no mark, as
  /// `file:line: declaration`.
  static func uncited(in text: String, file: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    var found: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let words = trimmed.split(separator: " ").prefix(3)
      guard words.contains("public") || words.contains("open"), !trimmed.hasPrefix("//")
      else { continue }
      var comment: [String] = []
      var above = index - 1
      while above >= 0 {
        let previous = lines[above].trimmingCharacters(in: .whitespaces)
        guard previous.hasPrefix("//") || previous.hasPrefix("@") else { break }
        comment.append(previous)
        above -= 1
      }
      let text = comment.joined(separator: " ")
      if !marks.contains(where: text.contains) { found.append("\(file):\(index + 1): \(trimmed)") }
    }
    return found
  }

  @Test func everyPublicDeclarationCitesItsPageOrSaysItIsTheStandInsOwn() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count >= 10)
    var uncited: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      uncited += Self.uncited(in: text, file: file)
    }
    #expect(uncited == [], "declarations without a citation:\n\(uncited.joined(separator: "\n"))")
  }

  @Test func aDeclarationWithoutACitationIsFound() {
    let text = """
      /// Apple: https://developer.apple.com/documentation/swiftui/text
      public struct Text {}
      /// A thing.
      public func thing() {}
      """
    #expect(Self.uncited(in: text, file: "F.swift") == ["F.swift:4: public func thing() {}"])
  }
}
