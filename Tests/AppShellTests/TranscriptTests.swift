import AppShell
import Foundation
import NavigationCore
import NavigationRouter
import Testing

/// Scripts in `Transcripts/`, run in-process on a fresh app: standard output must equal
/// `<name>.out` and standard error `<name>.err` (empty when the file is absent), exactly.
@MainActor
struct TranscriptTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var json = false
    var keepGoing = false
    var result: ShellSession.Result = .completed

    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "tour"),
    Case(name: "navigation-rules"),
    Case(name: "reading"),
    Case(name: "search"),
    Case(name: "notes"),
    Case(name: "settings"),
    Case(name: "errors", keepGoing: true, result: .failed),
    Case(name: "json", json: true, keepGoing: true, result: .failed),
  ]

  @Test(arguments: cases)
  func scriptPrintsExactlyTheRecordedTranscript(_ testCase: Case) throws {
    let script = try Self.resource(testCase.name, "hoist")
    let transcript = try Transcript.run(script, json: testCase.json, keepGoing: testCase.keepGoing)
    #expect(transcript.result == testCase.result)
    #expect(transcript.output == (try Self.resource(testCase.name, "out")))
    #expect(transcript.errors == (try Self.optionalResource(testCase.name, "err") ?? ""))
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
