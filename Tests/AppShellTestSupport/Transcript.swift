import AppShell
import MangaCatalog
import NavigationRouter
import TestSupport
import UserData

/// What a script printed when run in-process against a fresh app.
package struct Transcript {
  /// Standard output.
  package var output: String
  /// Standard error.
  package var errors: String
  /// How the script ended.
  package var result: ShellSession.Result
  /// The app after the script, for checks on state.
  package var app: HoistApp

  /// Runs a script on a fresh app with the bundled catalog and the sample user data (its
  /// passcode `1234` locked at the tests' low cost; the texts are the same).
  ///
  /// - Parameters:
  ///   - script: The script, one command a line.
  ///   - json: JSON lines instead of text.
  ///   - keepGoing: Run the rest after a failure.
  ///   - userData: The user data at start.
  ///   - layout: The layout at start, as `--layout` sets it.
  ///   - width: The characters a text line may hold.
  ///   - events: Print navigation events on standard error, as `--events` does.
  ///   - clock: The clock of the wrong-passcode wait.
  @MainActor
  package static func run(
    _ script: String, json: Bool = false, keepGoing: Bool = false,
    userData: UserDataState = TestSecrets.sample, layout: Layout = .compact,
    width: Int = TextRenderer.defaultWidth, events: Bool = false, clock: FakeClock = FakeClock()
  ) throws -> Transcript {
    let app = try HoistApp(
      catalog: Catalog.bundled(), userData: userData, clock: { clock.now })
    app.setLayout(layout)
    let output = CapturedOutput()
    let session = ShellSession(app: app, output: output, json: json, events: events)
    session.width = width
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let result = session.run(script: lines, keepGoing: keepGoing)
    return Transcript(
      output: output.standardOutput, errors: output.standardError, result: result, app: app)
  }
}
