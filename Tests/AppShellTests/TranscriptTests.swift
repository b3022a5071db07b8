import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationRouter
import TestSupport
import Testing
import UserData

/// Scripts in `Transcripts/`, run in-process on a fresh app: standard output must equal
/// `<name>.out` and standard error `<name>.err` (empty when the file is absent), exactly.
/// `HOIST_RECORD=1` rewrites the expected files (see ``GoldenFile``); a failure prints a line
/// diff.
@MainActor
struct TranscriptTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var json = false
    var keepGoing = false
    var result: ShellSession.Result = .completed
    /// The layout at start (`--layout`).
    var layout: Layout = .compact
    /// The characters a text line may hold.
    var width = TextRenderer.defaultWidth
    /// The expected files' name, when it is not ``name`` (one script, two layouts).
    var expected: String?
    /// Print navigation events on standard error (`--events`).
    var events = false

    var testDescription: String { expected ?? name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "tour"),
    Case(name: "navigation-rules"),
    Case(name: "reading"),
    Case(name: "search"),
    Case(name: "notes"),
    Case(name: "settings"),
    Case(name: "links"),
    Case(name: "windows", keepGoing: true, result: .failed),
    Case(name: "errors", keepGoing: true, result: .failed),
    Case(name: "json", json: true, keepGoing: true, result: .failed),
    // One script, both layouts: the same states, drawn as one stack or as columns.
    Case(name: "two-layouts", expected: "two-layouts.compact"),
    Case(name: "two-layouts", layout: .regular, expected: "two-layouts.regular"),
    Case(name: "two-layouts", json: true, expected: "two-layouts.compact-json"),
    Case(name: "two-layouts", json: true, layout: .regular, expected: "two-layouts.regular-json"),
    Case(name: "columns", keepGoing: true, result: .failed),
    Case(name: "columns-narrow", width: 50),
    Case(name: "events", keepGoing: true, result: .failed, events: true),
    Case(
      name: "events", json: true, keepGoing: true, result: .failed, expected: "events-json",
      events: true),
  ]

  @Test(arguments: cases)
  func scriptPrintsExactlyTheRecordedTranscript(_ testCase: Case) throws {
    let script = try Self.resource(testCase.name, "hoist")
    let transcript = try Transcript.run(
      script, json: testCase.json, keepGoing: testCase.keepGoing, layout: testCase.layout,
      width: testCase.width, events: testCase.events)
    let expected = testCase.expected ?? testCase.name
    #expect(transcript.result == testCase.result)
    for (text, ext) in [(transcript.output, "out"), (transcript.errors, "err")] {
      if let failure = GoldenFile.check(text, against: Self.file(expected, ext)) {
        Issue.record(Comment(rawValue: failure))
      }
    }
  }

  @Test func bothLayoutsOfOneScriptEndInTheSameState() throws {
    let script = try Self.resource("two-layouts", "hoist")
    let compact = try Transcript.run(script)
    let regular = try Transcript.run(script, layout: .regular)
    var state = regular.app.router.state
    #expect(state.layout == .regular)
    state.layout = .compact
    #expect(state == compact.app.router.state)
    #expect(regular.app.userData.state == compact.app.userData.state)
  }

  @Test func aScriptStopsAtTheFirstFailedCommand() throws {
    let transcript = try Transcript.run("tap 99\ntab notes")
    #expect(transcript.result == .failed)
    #expect(transcript.output == "> tap 99\n")
    #expect(transcript.errors == "error: line 1: tap 99: no row 99: this screen has rows 1 to 18\n")
    #expect(transcript.app.router.state.selectedTab == "library")
  }

  @Test func quitEndsTheScriptWithoutRunningTheRest() throws {
    let transcript = try Transcript.run("quit\ntab notes")
    #expect(transcript.result == .completed)
    #expect(transcript.output == "> quit\n")
    #expect(transcript.app.router.state.selectedTab == "library")
  }

  /// A transcript file in the source tree, where record mode can rewrite it.
  nonisolated static func file(_ name: String, _ ext: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Transcripts/\(name).\(ext)")
  }

  nonisolated static func resource(_ name: String, _ ext: String) throws -> String {
    try #require(try optionalResource(name, ext), "Transcripts/\(name).\(ext) is missing")
  }

  nonisolated static func optionalResource(_ name: String, _ ext: String) throws -> String? {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: ext, subdirectory: "Transcripts")
    else { return nil }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
