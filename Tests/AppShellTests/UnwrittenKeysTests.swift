import AppShell
import AppShellTestSupport
import Foundation
import NavigationPersistence
import Testing

/// Keys of `state.json` this build does not write back (a newer build's field, an edit by
/// hand) are never dropped in silence: the file is copied aside before the first save that
/// drops them, and the run names them.
@MainActor
struct UnwrittenKeysTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-unwritten-keys-\(UUID().uuidString)", isDirectory: true)

  private func hoist(_ arguments: [String], script: String = "") -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private var stateURL: URL { SnapshotFile(directory: directory).url }

  /// Saves a state, then adds keys to its `state.json`; returns the bytes written.
  private func prepare(_ edit: (inout [String: Any]) throws -> Void) throws -> Data {
    #expect(hoist(["open", "mangareader://series/op"]).status == 0)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: stateURL)) as? [String: Any])
    try edit(&object)
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    try data.write(to: stateURL)
    return data
  }

  private func copies() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasPrefix("state.json.before-restore-") }
      .map { directory.appendingPathComponent($0) }
  }

  @Test func keysAtEveryDepthAreNamedAndCopiedAsideBeforeTheSaveThatDropsThem() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let edited = try prepare { object in
      object["futureFeature"] = ["x": 1]
      var userData = try #require(object["userData"] as? [String: Any])
      var notes = try #require(userData["notes"] as? [[String: Any]])
      notes[0]["tags"] = ["a"]
      userData["notes"] = notes
      var settings = try #require(userData["settings"] as? [String: Any])
      settings["fontSize"] = 14
      userData["settings"] = settings
      object["userData"] = userData
      var stacks = try #require(object["stacks"] as? [String: Any])
      var library = try #require(stacks["library"] as? [String: Any])
      var path = try #require(library["path"] as? [[String: Any]])
      path[0]["bookmark"] = "p12"
      library["path"] = path
      library["scroll"] = 3
      stacks["library"] = library
      object["stacks"] = stacks
    }
    let run = hoist(["open", "mangareader://settings"])
    #expect(run.status == 0)
    let copy = try #require(try copies().first)
    #expect(try copies().count == 1)
    #expect(try Data(contentsOf: copy) == edited)
    #expect(
      run.errors
        == "hoist: \(stateURL.path) holds keys this hoist does not write back (futureFeature, stacks.library.path[0].bookmark, stacks.library.scroll, userData.notes[0].tags, userData.settings.fontSize); the state file is copied aside before the first change is saved\n"
        + "hoist: the state file was copied to \(copy.path) before it was replaced\n")
    // What this build wrote reloads with no message and no copy.
    let next = hoist(["open", "mangareader://series/op"])
    #expect(next.status == 0)
    #expect(next.errors == "")
    #expect(try copies().count == 1)
  }

  @Test func aRunThatChangesNothingNamesTheKeysAndLeavesTheFileAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let edited = try prepare { object in
      for number in 1...7 { object["future\(number)"] = number }
    }
    let run = hoist([], script: "show\n")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "hoist: \(stateURL.path) holds keys this hoist does not write back (future1, future2, future3, future4, future5 and 2 more); the state file is copied aside before the first change is saved\n"
    )
    #expect(try Data(contentsOf: stateURL) == edited)
    #expect(try copies().isEmpty)
  }

  @Test func aFileThisBuildWroteReloadsWithNoMessage() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(hoist(["open", "mangareader://series/op"]).status == 0)
    for url in ["mangareader://settings", "mangareader://series/op"] {
      let run = hoist(["open", url])
      #expect(run.status == 0)
      #expect(run.errors == "")
    }
    let run = hoist([], script: "tab notes\nshow\n")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try copies().isEmpty)
  }

  @Test func pathsNameArrayPositionsAndSkipNullValues() {
    let loaded = Data(#"{"a":{"b":[{"c":1,"d":2}],"n":null},"e":true}"#.utf8)
    let written = Data(#"{"a":{"b":[{"c":1}]}}"#.utf8)
    #expect(UnwrittenKeys.paths(in: loaded, missingFrom: written) == ["a.b[0].d", "e"])
    #expect(UnwrittenKeys.paths(in: written, missingFrom: written) == [])
  }
}
