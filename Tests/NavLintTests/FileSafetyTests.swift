import Foundation
import NavLintCore
import Testing

struct FileSafetyTests {
  private static let fixable = "let a = NavigationView { Text(\"x\") }\n"

  private func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
    try FileManager.default.attributesOfItem(atPath: path)
  }

  @Test func fixNeverTouchesAFileThatIsNotUTF8OrDoesNotParse() throws {
    let latin1: [UInt8] =
      Array("// caf".utf8) + [0xE9] + Array("\n".utf8) + Array(Self.fixable.utf8)
    let project = try TemporaryProject(["Broken.swift": Self.fixable + "func (\n"])
    defer { project.remove() }
    try project.write("Latin1.swift", bytes: latin1)
    let result = project.run(["--fix"])
    #expect(Array(FileManager.default.contents(atPath: project.root + "/Latin1.swift")!) == latin1)
    #expect(project.read("Broken.swift") == Self.fixable + "func (\n")
    #expect(!result.standardError.contains("fixed"))
    #expect(result.exitCode == 1)
  }

  @Test func fixWritesThroughSymbolicLinksAndKeepsPermissions() throws {
    let project = try TemporaryProject(["Real/Target.swift": Self.fixable])
    defer { project.remove() }
    let target = project.root + "/Real/Target.swift"
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/Link.swift", withDestinationPath: "Real/Target.swift")
    let result = project.run(["--fix", "Link.swift"])
    #expect(result.exitCode == 0)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: project.root + "/Link.swift")
        == "Real/Target.swift")
    #expect(project.read("Real/Target.swift") == "let a = NavigationStack { Text(\"x\") }\n")
    #expect((try attributes(target)[.posixPermissions] as? Int) == 0o640)
  }

  @Test func readOnlyFilesAreNeverReplaced() throws {
    let project = try TemporaryProject(["A.swift": Self.fixable, "report.txt": "old\n"])
    defer { project.remove() }
    for name in ["A.swift", "report.txt"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o444], ofItemAtPath: project.root + "/" + name)
    }
    let fixed = project.run(["--fix", "A.swift"])
    #expect(fixed.exitCode == 2)
    #expect(fixed.standardError == "navlint: error: A.swift: is read-only; not written\n")
    #expect(project.read("A.swift") == Self.fixable)
    let reported = project.run(["--reporter", "json:report.txt", "A.swift"])
    #expect(reported.exitCode == 2)
    #expect(reported.standardError == "navlint: error: report.txt: is read-only; not written\n")
    #expect(project.read("report.txt") == "old\n")
  }
}
