import AppShell
import MangaCatalog
import NavigationCore
import NavigationRouter
import TestSupport
import Testing
import UserData

/// `Router.diagnostics` reach the user: once each, on standard error, as text or JSON lines.
@MainActor
struct DiagnosticsOutputTests {
  private func session(json: Bool) throws -> (ShellSession, CapturedOutput) {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let output = CapturedOutput()
    return (ShellSession(app: app, output: output, json: json), output)
  }

  @Test func theTextShellPrintsEachDiagnosticOnce() throws {
    let (session, output) = try session(json: false)
    session.app.router.apply([.selectTab("nowhere")])
    _ = session.run(line: "show", number: 1)
    _ = session.run(line: "show", number: 2)
    #expect(
      output.standardError
        == "hoist: diagnostic: unknown tab 'nowhere'; the tabs are library, search, notes, settings\n"
    )
  }

  @Test func jsonCarriesDiagnosticsOnStandardError() throws {
    let (session, output) = try session(json: true)
    session.app.router.apply([.popTo(.key("library.chapters"))])
    _ = session.run(line: "show", number: 1)
    #expect(
      output.standardError
        == #"{"diagnostic":"no route matching key 'library.chapters' in the path; nothing was popped"}"#
        + "\n")
    #expect(output.standardOutput.split(separator: "\n").count == 1)
  }
}
