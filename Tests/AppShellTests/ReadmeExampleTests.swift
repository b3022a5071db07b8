import AppShell
import AppShellTestSupport
import Foundation
import TestSupport
import Testing

/// Examples the docs show are what `hoist` prints.
@MainActor
struct ReadmeExampleTests {
  private static var readme: String {
    get throws { try DocumentLocations.text(DocumentLocations.eventsExample) }
  }

  /// A link's `link opened` event (the cause) comes before what the link did.
  @Test func eventsExampleIsRealOutputWithTheLinkFirst() throws {
    let run = HoistRun.run(
      ["--fresh", "--events"],
      lines: ["tap 1", "tap Add to list", "open mangareader://series/aot?chapter=1"])
    #expect(run.status == 0)
    let events = run.errors.split(separator: "\n").filter { $0.hasPrefix("event: ") }
    #expect(
      events == [
        #"event: pushed {"key":"library.series","seriesID":"op"} on library"#,
        #"event: presented sheet {"key":"library.addToList","seriesID":"op"} on library"#,
        "event: link opened mangareader://series/aot?chapter=1: ok",
        #"event: dismissed sheet {"key":"library.addToList","seriesID":"op"} on library"#,
        #"event: popped {"key":"library.series","seriesID":"op"} on library"#,
        #"event: pushed {"key":"library.series","seriesID":"aot"} on library"#,
        #"event: pushed {"chapter":1,"key":"reader.chapter","seriesID":"aot"} on library"#,
      ])
    let readme = try Self.readme
    #expect(
      readme.contains(
        #"printf 'tap 1\ntap Add to list\nopen mangareader://series/aot?chapter=1\n' | .build/debug/hoist --fresh --events >/dev/null"#
      ))
    #expect(readme.contains("```\n" + events.joined(separator: "\n") + "\n```\n"))
  }
}
