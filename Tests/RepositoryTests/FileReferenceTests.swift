import Foundation
import TestSupport
import Testing

/// No source comment or doc names a file that is not in the repository.
struct FileReferenceTests {
  private static let root = BuiltProduct.packageRoot

  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  private static func entries(_ folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(folder).path)) ?? []
  }

  @Test func everyFileACommentOrDocNamesExists() throws {
    let files = RepositoryText.files(under: Self.root)
    #expect(files.contains(RepositoryText.File(path: "README.md", kind: .document)))
    #expect(files.contains(RepositoryText.File(path: "Package.swift", kind: .swift)))
    #expect(files.contains(RepositoryText.File(path: ".ci/run", kind: .script)))
    var missing: [String] = []
    for file in files {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
      let folder = (file.path as NSString).deletingLastPathComponent
      for (number, line) in RepositoryText.lines(of: text, kind: file.kind) {
        for reference in FileReference.all(in: line, line: number)
        where !reference.resolves(from: folder, exists: Self.exists, entries: Self.entries) {
          missing.append(
            "\(file.path):\(number): names \(reference.path), which is not in the repository")
        }
      }
    }
    #expect(
      missing == [], "name a file that exists, or fix the path:\n\(missing.joined(separator: "\n"))"
    )
  }

  @Test func pathsAndMarkdownNamesAreFoundAndPlaceholdersCutThem() {
    let line =
      "see docs/ARCHITECTURE.md, `Modules/<Name>Feature/` and Tools/Fuzz/Corpus/NAME; (BENCHMARKS.md)."
    #expect(
      FileReference.all(in: line, line: 3) == [
        FileReference(path: "docs/ARCHITECTURE.md", line: 3),
        FileReference(path: "Modules/", line: 3, isPrefix: true),
        FileReference(path: "Tools/Fuzz/Corpus/", line: 3, isPrefix: true),
        FileReference(path: "BENCHMARKS.md", line: 3),
      ])
    #expect(
      FileReference.all(in: "Tests/AppShellTests/Fixtures/navigationpath-*.json", line: 1) == [
        FileReference(path: "Tests/AppShellTests/Fixtures/navigationpath-", line: 1, isPrefix: true)
      ])
    #expect(
      FileReference.all(in: "`Tools/Fuzz/Dictionaries/NAME.dict` and crash-a3c…", line: 1) == [
        FileReference(path: "Tools/Fuzz/Dictionaries/", line: 1, isPrefix: true)
      ])
  }

  @Test func namesThatAreNotFileReferencesAreLeftAlone() {
    #expect(
      FileReference.all(in: "'/docs/.README.md.7.tmp' and Sources/App/** and x.mdx", line: 1) == [])
    #expect(FileReference.all(in: "https://example.com/guide/README.md", line: 1) == [])
    #expect(FileReference.all(in: "MyModules/A.swift", line: 1) == [])
  }

  @Test func aMarkdownNameResolvesBesideItsDocOrAtTheRoot() {
    let files: Set<String> = ["docs/SHELL.md", "README.md", "docs/"]
    let exists = { (path: String) in files.contains(path) }
    let none = { (_: String) in [String]() }
    #expect(
      FileReference(path: "SHELL.md", line: 1).resolves(from: "docs", exists: exists, entries: none)
    )
    #expect(
      FileReference(path: "../README.md", line: 1).resolves(
        from: "docs", exists: exists, entries: none))
    #expect(
      FileReference(path: "README.md", line: 1).resolves(
        from: "docs", exists: exists, entries: none))
    // A bare name is looked for beside the file and at the root, nowhere else.
    #expect(
      !FileReference(path: "ARCHITECTURE.md", line: 1).resolves(
        from: "Apps/AppShell", exists: exists, entries: none))
    #expect(
      !FileReference(path: "SHELL.md", line: 1).resolves(from: "", exists: exists, entries: none))
    #expect(
      !FileReference(path: "../../x.md", line: 1).resolves(
        from: "docs", exists: exists, entries: none))
  }

  @Test func aPrefixResolvesWhenANameInItsFolderStartsWithIt() {
    let entries = { (folder: String) in folder == "Tools/Fuzz" ? ["Corpus", "run-fuzzers.sh"] : [] }
    let exists = { (path: String) in path == "Tools/Fuzz/" }
    #expect(
      FileReference(path: "Tools/Fuzz/run-", line: 1, isPrefix: true).resolves(
        from: "", exists: exists, entries: entries))
    #expect(
      FileReference(path: "Tools/Fuzz/", line: 1, isPrefix: true).resolves(
        from: "", exists: exists, entries: entries))
    #expect(
      !FileReference(path: "Tools/Fuzz/Seeds", line: 1, isPrefix: true).resolves(
        from: "", exists: exists, entries: entries))
  }

  @Test func onlyCommentsOfCodeCount() {
    let swift = """
      let url = "Modules/Nothing.swift" // Apps/Missing.swift
      /// See docs/missing-page.md.
      /* a block
         Tools/B.swift */
      let x = 1
      let text = \"""
        // Tools/InAString.swift
        \"""
      // after it
      """
    #expect(
      RepositoryText.lines(of: swift, kind: .swift).map(\.line) == [2, 3, 4, 9])
    #expect(
      RepositoryText.lines(of: "#!/bin/sh\n# Tools/A.sh\necho Tools/B.sh\n", kind: .script).map(
        \.text)
        == [" Tools/A.sh"])
  }
}
