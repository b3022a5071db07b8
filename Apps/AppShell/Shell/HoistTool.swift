import Foundation
import MangaCatalog
import NavigationRouter
import SecretBox
import UserData

/// The `hoist` executable's logic, callable in-process: parse arguments, load state, run the
/// action, save, return the exit code.
@MainActor
package enum HoistTool {
  /// The version `--version` prints.
  nonisolated package static let version = "0.1.0"

  /// Standard input: whether it is a terminal (interactive mode when no command is given)
  /// and how to read its next line.
  package struct Input {
    /// Whether standard input is a terminal.
    package var isTerminal: Bool
    /// Reads the next line without its line break; `nil` at the end.
    package var readLine: () -> String?
    /// The width of the terminal standard output writes to, or `nil` when it is not one.
    package var terminalWidth: Int?

    package init(
      isTerminal: Bool, readLine: @escaping () -> String?, terminalWidth: Int? = nil
    ) {
      self.isTerminal = isTerminal
      self.readLine = readLine
      self.terminalWidth = terminalWidth
    }
  }

  /// Runs `hoist` with arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable's name.
  ///   - input: Standard input.
  ///   - output: Standard output and error.
  ///   - environment: The environment (for the default data directory).
  ///   - clock: The current time, for the wrong-passcode wait; tests pass a fake clock.
  ///   - migrationCost: The PBKDF2 cost of a lock made when an old state file is migrated;
  ///     the shipped ``KeyDerivationCost/standard`` unless a test passes a lower one.
  ///   - sample: The user data of a start with no saved state (and of `--fresh`); the shipped
  ///     `UserDataState.sample` (its passcode locked at the standard cost) unless a test passes
  ///     one locked at a lower cost.
  /// - Returns: 0 ok, 1 a command failed, 2 usage.
  package static func run(
    arguments: [String], input: Input, output: any ShellOutput, environment: [String: String],
    clock: @escaping @Sendable () -> Date = { Date() },
    migrationCost: KeyDerivationCost = .standard,
    sample: UserDataState = .sample
  ) -> Int32 {
    let invocation: HoistInvocation
    do {
      invocation = try HoistInvocation.parse(arguments)
    } catch {
      output.writeError("hoist: \(error.description)\nTry 'hoist --help'.\n")
      return 2
    }
    switch invocation.action {
    case .help:
      output.write(HoistInvocation.usage + "\n")
      return 0
    case .version:
      output.write("hoist \(version)\n")
      return 0
    case .stateShow, .stateExport:
      let directory = DataDirectory.resolve(
        option: invocation.dataDirectory, environment: environment)
      return StateCommand.run(invocation, directory: directory, output: output)
    case .graph:
      // The graph is explored on the bundled data: no saved state is read or written.
      return GraphCommand.run(invocation.graph, output: output, environment: environment)
    // Link tools run on the bundled sample data: no saved state is read, locked or written.
    case .linksCheck(let file):
      return LinksCommand.check(
        file: file, json: invocation.json, readLine: input.readLine, output: output)
    case .linksAASA(let appID):
      return LinksCommand.aasa(appID: appID, output: output)
    case .linksTable(let readme):
      return LinksCommand.table(readme: readme, output: output)
    default: break
    }
    let catalog: Catalog
    do {
      catalog = try Catalog.bundled()
    } catch {
      output.writeError("hoist: the bundled catalog cannot be read: \(error)\n")
      return 1
    }
    let directory = DataDirectory.resolve(
      option: invocation.dataDirectory, environment: environment)
    var userData = sample
    var saved: AppSnapshot?
    // --fresh runs on the sample data and leaves saved state alone: nothing to lock or lose.
    var store: StateStore?
    var newerVersion: Int?
    if !invocation.fresh {
      do {
        let opened = try StateStore(
          directory: directory, faults: .from(environment: environment))
        store = opened
        switch try opened.load() {
        case .snapshot(let snapshot), .migrated(let snapshot, _):
          saved = snapshot
          userData = snapshot.userData
          userData.unlockedNoteIDs = []
        case .unreadable(let problems, let recovered, let source):
          if let recovered {
            saved = recovered
            userData = recovered.userData
            userData.unlockedNoteIDs = []
          }
          for problem in problems.dropLast() { output.writeError("hoist: \(problem.message)\n") }
          let start = source.map { "the newest valid state in \($0)" } ?? "the sample data"
          output.writeError(
            "hoist: \(problems.last?.message ?? "the saved state did not decode"); starting from \(start)\n"
          )
        case .newerVersion(let newer):
          newerVersion = newer.version
          let one = newer.files.count == 1
          let kept = one ? "was written by a newer hoist" : "were written by a newer hoist"
          let rest =
            one
            ? "it is kept as it is, and this run starts from the sample data. It is copied aside before the first change is saved."
            : "they are kept as they are, and this run starts from the sample data. They are copied aside before the first change is saved."
          output.writeError(
            "hoist: \(newer.paths) \(kept) (format version \(newer.version); this one reads \(AppSnapshot.currentVersion)); \(rest)\n"
          )
        case .missing: break
        }
      } catch {
        output.writeError("hoist: \(error.description)\n")
        if case .busy = error { return 1 }
        return 2
      }
    }
    if saved != nil {
      // Restored values are checked like input; secrets of an older file are migrated.
      userData = userData.withoutSessionState
      do {
        let report = try userData.migrateSecrets(cost: migrationCost)
        for line in report + userData.repairRestoredValues() {
          output.writeError("hoist: restore: \(line)\n")
        }
      } catch {
        output.writeError(
          "hoist: cannot protect the notes passcode of \(store?.file.url.path ?? "the state"): "
            + "\(error.description)\n")
        return 1
      }
      // A copy set aside before restoring holds the protected secrets, never the plain ones.
      saved?.userData = userData
    }
    let app: HoistApp
    do {
      app = try HoistApp(catalog: catalog, userData: userData, clock: clock)
    } catch {
      output.writeError("hoist: \(error.description)\n")
      return 1
    }
    if let saved {
      let changes = app.restoreNavigation(from: saved)
      let copy = changes.isEmpty ? nil : try? store?.file.keepCopy(of: saved)
      output.writeError(
        invocation.json
          ? RestorationReport.json(changes, copy: copy)
          : RestorationReport.text(changes, copy: copy))
    }
    // An explicit --layout wins over the layout saved with the state.
    if let name = invocation.layout, let layout = Layout(rawValue: name) { app.setLayout(layout) }
    if let newerVersion, let store, let snapshot = try? app.snapshot() {
      store.adopt(snapshot, copyAsideAs: "version-\(newerVersion)")
    }
    var saveFailed = false
    let save = {
      guard let store, !saveFailed else { return }
      do {
        for (file, copy) in try store.save(app) {
          let name = file == SnapshotFile.journalName ? "the journal" : "the state file"
          output.writeError("hoist: \(name) was copied to \(copy) before it was replaced\n")
        }
      } catch {
        saveFailed = true
        output.writeError("hoist: \(error)\n")
      }
    }
    let result = run(
      invocation, app: app, input: input, output: output, environment: environment,
      afterEachCommand: save)
    save()
    if let store, !saveFailed {
      do {
        try store.finish()
      } catch {
        saveFailed = true
        output.writeError("hoist: \(error)\n")
      }
    }
    if saveFailed { return 1 }
    switch result {
    case .completed: return 0
    case .failed: return 1
    case .usage: return 2
    }
  }

  private enum RunResult {
    case completed, failed, usage
  }

  private static func run(
    _ invocation: HoistInvocation, app: HoistApp, input: Input, output: any ShellOutput,
    environment: [String: String], afterEachCommand: @escaping () -> Void
  ) -> RunResult {
    let interactive = invocation.action == .session && input.isTerminal
    // Scripts echo each command; a person at a prompt, or a single `open`, needs no echo.
    var echo = !interactive
    if case .open = invocation.action { echo = false }
    let session = ShellSession(
      app: app, output: output, json: invocation.json, echo: echo, events: invocation.events)
    session.afterEachCommand = afterEachCommand
    session.width = textWidth(environment, terminalWidth: input.terminalWidth)
    let result: ShellSession.Result
    switch invocation.action {
    case .open(let url):
      result = session.run(line: "open \(url)", number: nil) ?? .completed
    case .run(let path) where path == "-":
      result = session.run(script: readAll(input.readLine), keepGoing: invocation.keepGoing)
    case .run(let path):
      guard let text = TextFile.read(path, what: "script", output: output) else { return .usage }
      result = session.run(script: TextFile.lines(of: text), keepGoing: invocation.keepGoing)
    case .session where interactive:
      result = Self.interactive(
        session: session, json: invocation.json, readLine: input.readLine, output: output)
    default:
      result = session.run(script: readAll(input.readLine), keepGoing: invocation.keepGoing)
    }
    return result == .completed ? .completed : .failed
  }

  /// The width of text output: `$COLUMNS` when it is a whole number from 20 to 1000, else
  /// the terminal's width when standard output is one, else ``TextRenderer/defaultWidth``
  /// (pipes, files, CI).
  ///
  /// - Parameters:
  ///   - environment: The environment.
  ///   - terminalWidth: The terminal's width, `nil` when standard output is not a terminal.
  /// - Returns: Characters per line.
  package static func textWidth(_ environment: [String: String], terminalWidth: Int?) -> Int {
    if let text = environment["COLUMNS"], let columns = Int(text), (20...1000).contains(columns) {
      return columns
    }
    if let terminalWidth, terminalWidth > 0 { return terminalWidth }
    return TextRenderer.defaultWidth
  }

  /// Reads commands at a prompt until `quit` or end of input. The prompt goes to standard
  /// error in JSON mode, so standard output stays pure JSON lines.
  private static func interactive(
    session: ShellSession, json: Bool, readLine: () -> String?, output: any ShellOutput
  ) -> ShellSession.Result {
    if !json { session.show() }
    while true {
      if json { output.writeError("hoist> ") } else { output.write("hoist> ") }
      guard let line = readLine() else { return .completed }
      if session.run(line: line, number: nil) == .completed { return .completed }
    }
  }

  private static func readAll(_ readLine: () -> String?) -> [String] {
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }
    return lines
  }
}
