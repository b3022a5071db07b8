import Foundation
import HoistBenchCore
import Testing

struct CorpusRequestTests {
  private let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-corpus-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
  }

  private func path(_ name: String) -> String {
    root.appendingPathComponent(name).path
  }

  private func refusal(_ request: CorpusRequest) -> BenchmarkError? {
    do {
      _ = try request.prepare()
      return nil
    } catch {
      return error
    }
  }

  private func contents(_ name: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
  }

  @Test func aNewFolderGetsTheFilesTenToASubfolder() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let request = CorpusRequest(path: path("corpus"), files: 12)
    let folder = try request.prepare()
    let lines = try SwiftUICorpus.write(files: 12, to: folder)
    #expect(try contents("corpus") == ["Feature0", "Feature1"])
    #expect(try contents("corpus/Feature1") == ["Screen10.swift", "Screen11.swift"])
    let expected = (0..<12).map { SwiftUICorpus.file($0).filter { $0 == "\n" }.count }
    #expect(lines == expected.reduce(0, +))
  }

  @Test func anEmptyFolderIsUsed() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      atPath: path("empty"), withIntermediateDirectories: false)
    let folder = try CorpusRequest(path: path("empty"), files: 1).prepare()
    _ = try SwiftUICorpus.write(files: 1, to: folder)
    #expect(try contents("empty/Feature0") == ["Screen0.swift"])
    try FileManager.default.createDirectory(
      atPath: path("slashed"), withIntermediateDirectories: false)
    let slashed = try CorpusRequest(path: path("slashed") + "/", files: 1).prepare()
    _ = try SwiftUICorpus.write(files: 1, to: slashed)
    #expect(try contents("slashed/Feature0") == ["Screen0.swift"])
    let made = try CorpusRequest(path: path("new") + "/", files: 1).prepare()
    _ = try SwiftUICorpus.write(files: 1, to: made)
    #expect(try contents("new/Feature0") == ["Screen0.swift"])
  }

  /// `link/../new` names a folder beside the link's target, as the kernel resolves it; the
  /// corpus is written there, not beside the link.
  @Test func aDotDotAfterALinkIsResolvedAsTheKernelDoes() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      atPath: path("deep/inner"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: path("lnk"), withDestinationPath: "deep/inner")
    let folder = try CorpusRequest(path: path("lnk/../made"), files: 2).prepare()
    _ = try SwiftUICorpus.write(files: 2, to: folder)
    #expect(try contents("deep/made/Feature0") == ["Screen0.swift", "Screen1.swift"])
    #expect(!FileManager.default.fileExists(atPath: path("made")))
    try FileManager.default.createDirectory(
      atPath: path("deep/empty"), withIntermediateDirectories: false)
    let empty = try CorpusRequest(path: path("lnk/../empty"), files: 1).prepare()
    _ = try SwiftUICorpus.write(files: 1, to: empty)
    #expect(try contents("deep/empty/Feature0") == ["Screen0.swift"])
  }

  @Test func aFolderWithAnythingInItIsRefusedAndLeftAsItWas() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      atPath: path("full"), withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("full/Screen0.swift")))
    #expect(
      refusal(CorpusRequest(path: path("full"), files: 5))
        == .corpusFolder(
          path: path("full"), reason: "the folder is not empty; name a new or empty folder"))
    #expect(try contents("full") == ["Screen0.swift"])
    #expect(try String(contentsOfFile: path("full/Screen0.swift"), encoding: .utf8) == "mine")
  }

  @Test func aFileASymbolicLinkOrAMissingParentIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("x".utf8).write(to: URL(fileURLWithPath: path("file")))
    #expect(
      refusal(CorpusRequest(path: path("file"), files: 5))
        == .corpusFolder(path: path("file"), reason: "it exists and is not a folder"))
    try FileManager.default.createDirectory(
      atPath: path("target"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: path("link"), withDestinationPath: path("target"))
    #expect(
      refusal(CorpusRequest(path: path("link"), files: 5))
        == .corpusFolder(
          path: path("link"), reason: "it is a symbolic link; name the folder itself"))
    #expect(try contents("target") == [])
    // With the trailing slash that shell completion adds, `lstat` would follow the link.
    for typed in [path("link") + "/", path("link") + "//"] {
      #expect(
        refusal(CorpusRequest(path: typed, files: 5))
          == .corpusFolder(path: typed, reason: "it is a symbolic link; name the folder itself"))
    }
    #expect(try contents("target") == [])
    #expect(
      refusal(CorpusRequest(path: path("missing/corpus"), files: 5))
        == .corpusFolder(
          path: path("missing/corpus"), reason: "its parent folder does not exist; create it first")
    )
    #expect(!FileManager.default.fileExists(atPath: path("missing")))
    #expect(
      refusal(CorpusRequest(path: path("file/corpus"), files: 5))
        == .corpusFolder(path: path("file/corpus"), reason: "its parent is not a folder"))
    #expect(try contents("") == ["file", "link", "target"])
  }

  @Test func aNameThatAppearsMeanwhileIsNotFollowedOrReplaced() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = try CorpusRequest(path: path("corpus"), files: 2).prepare()
    try FileManager.default.createDirectory(
      atPath: path("corpus/Feature0"), withIntermediateDirectories: false)
    #expect(throws: BenchmarkError.self) {
      try SwiftUICorpus.write(files: 2, to: folder, displayPath: "corpus")
    }
    #expect(try contents("corpus/Feature0") == [])
  }

  @Test func aWriteThatFailsNamesTheFolderAsTyped() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let gone = root.appendingPathComponent("gone")
    do {
      _ = try SwiftUICorpus.write(files: 1, to: gone, displayPath: "typed/gone")
      Issue.record("writing into a folder that does not exist succeeded")
    } catch {
      #expect(
        error.description
          == "writing the corpus in 'typed/gone' failed: No such file or directory; "
          + "the files written so far are left there")
    }
  }
}
