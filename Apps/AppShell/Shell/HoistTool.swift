import Foundation
import MangaCatalog
import NavigationPersistence
import NavigationRouter
import SecretBox
import TerminalEscaping
import UserData

/// The `hoist` executable's logic, callable in-process: parse arguments, load state, run the
/// action, save, return the exit code.
@MainActor
package enum HoistTool {
  /// The version `--version` prints.
  nonisolated package static let version = "0.1.0"

  /// Standard input: whether it is a terminal (interactive mode when no command is given)
  /// and a bounded reader of its lines.
  package struct Input {
    /// Whether standard input is a terminal.
    package var isTerminal: Bool
    /// Reads its lines, at most ``LineReader/maximumLineLength`` bytes each.
    package var reader: LineReader
    /// The width of the terminal standard output writes to, or `nil` when it is not one.
    package var terminalWidth: Int?

    package init(isTerminal: Bool, reader: LineReader, terminalWidth: Int? = nil) {
      self.isTerminal = isTerminal
      self.reader = reader
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
  ///   - stateSizeLimit: The largest state `state import` saves, in bytes: `nil` for the
  ///     largest `state.json` hoist reads back (`StateFile.maximumSize`); a test passes a
  ///     smaller one.
  /// - Returns: 0 ok, 1 a command failed (or standard output could not be written), 2 usage
  ///   (or input that is not a script).
  package static func run(
    arguments: [String], input: Input, output: any ShellOutput, environment: [String: String],
    clock: @escaping @Sendable () -> Date = { Date() },
    migrationCost: KeyDerivationCost = .standard,
    sample: UserDataState = .sample,
    stateSizeLimit: Int? = nil
  ) -> Int32 {
    let code = runChecked(
      arguments: arguments, input: input, output: output, environment: environment,
      clock: clock, migrationCost: migrationCost, sample: sample,
      stateSizeLimit: stateSizeLimit ?? SnapshotFile.maximumSize)
    if let failure = output.standardOutputFailure {
      report("cannot write to standard output: \(failure)", to: output)
      return 1
    }
    return code
  }

  private static func runChecked(
    arguments: [String], input: Input, output: any ShellOutput, environment: [String: String],
    clock: @escaping @Sendable () -> Date, migrationCost: KeyDerivationCost,
    sample: UserDataState, stateSizeLimit: Int
  ) -> Int32 {
    let invocation: HoistInvocation
    do {
      invocation = try HoistInvocation.parse(arguments)
    } catch {
      report(error.description, to: output)
      output.writeError("Try 'hoist --help'.\n")
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
        file: file, json: invocation.json, input: input.reader, output: output)
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
      report("the bundled catalog cannot be read: \(error)", to: output)
      return 1
    }
    // A file to import is read first: a bad one changes nothing.
    var importing: StateImport.Source?
    if case .stateImport(let file) = invocation.action {
      guard let source = StateImport.read(file, output: output) else { return 2 }
      importing = source
    }
    let directory = DataDirectory.resolve(
      option: invocation.dataDirectory, environment: environment)
    var userData = sample
    var saved: AppSnapshot?
    // --fresh runs on the sample data and leaves saved state alone: nothing to lock or lose.
    var store: StateStore?
    var newerVersion: Int?
    var nothingSaved = false
    // Whether the data directory held no saved state at all (for the interactive greeting).
    var foundNothing = false
    // Whether the state came whole from the files (read or migrated), so every key they hold
    // is one this build should write back.
    var loadedWhole = false
    if !invocation.fresh {
      do {
        let opened = try StateStore(
          directory: directory, faults: .from(environment: environment))
        store = opened
        for leftover in opened.leftovers { report(leftover, to: output) }
        switch try opened.load() {
        case .snapshot(let snapshot), .migrated(let snapshot, _):
          saved = snapshot
          loadedWhole = true
          userData = snapshot.userData
          userData.unlockedNoteIDs = []
        case .unreadable(let problems, let recovered, let source):
          if let recovered {
            saved = recovered
            userData = recovered.userData
            userData.unlockedNoteIDs = []
          } else {
            // What did not decode is set aside; the sample data is written only once the
            // user changes something.
            nothingSaved = true
          }
          for problem in problems.dropLast() { report(problem.message, to: output) }
          let start = source.map { "the newest valid state in \($0)" } ?? "the sample data"
          report(
            "\(problems.last?.message ?? "the saved state did not decode"); starting from \(start)",
            to: output)
        case .newerVersion(let newer):
          newerVersion = newer.version
          let one = newer.files.count == 1
          let kept = one ? "was written by a newer hoist" : "were written by a newer hoist"
          let rest =
            one
            ? "it is kept as it is, and this run starts from the sample data. It is copied aside before the first change is saved."
            : "they are kept as they are, and this run starts from the sample data. They are copied aside before the first change is saved."
          report(
            "\(newer.paths) \(kept) (format version \(newer.version); this one reads \(AppSnapshot.currentVersion)); \(rest)",
            to: output)
        case .missing:
          nothingSaved = true
          foundNothing = true
        }
      } catch {
        report(error.shellMessage, to: output)
        if case .busy = error { return 1 }
        return 2
      }
    }
    // Restored values are checked like input; secrets of an older file are migrated.
    var secretLines: [String] = []
    var repairLines: [String] = []
    // The state as loaded, its secrets protected: the copy kept of a file whose secrets were
    // migrated (its own bytes hold a plain passcode).
    var protectedAsLoaded: AppSnapshot?
    if saved != nil {
      userData = userData.withoutSessionState
      do {
        secretLines = try userData.migrateSecrets(cost: migrationCost)
      } catch {
        report(
          "cannot protect the notes passcode of \(store?.file.url.path ?? "the state"): "
            + error.description, to: output)
        return 1
      }
      saved?.userData = userData
      if !secretLines.isEmpty { protectedAsLoaded = saved }
      repairLines =
        (saved?.repairRestoredValues(tabs: HoistApp.tabs) ?? [])
        + userData.repairRestoredValues(now: clock())
      // A copy kept for recovery never holds a secret in plain text: when the files as loaded
      // hold one (a locked note's plain text beside its encrypted text, a plain passcode beside
      // the lock), the copy is the state as loaded with its secrets protected, not the bytes.
      if let loaded = saved, protectedAsLoaded == nil,
        loaded.userData.holdsPlainSecret || store.map(Self.holdsPlainPasscode) == true
      {
        protectedAsLoaded = loaded.withoutPlainSecrets
      }
    }
    let app: HoistApp
    do {
      app = try HoistApp(catalog: catalog, userData: userData, clock: clock)
    } catch {
      report(error.description, to: output)
      return 1
    }
    // Whether the app holds the loaded state as it is, so the first save need not encode it.
    var restoredAsLoaded = false
    if let saved {
      let changes = app.restoreNavigation(from: saved)
      restoredAsLoaded = changes.isEmpty && repairLines.isEmpty && secretLines.isEmpty
      // Whatever restoration or repair changes, the bytes as loaded are copied aside first,
      // before anything is written.
      var copies: [String] = []
      if let store, !changes.isEmpty || !repairLines.isEmpty {
        do {
          copies =
            try protectedAsLoaded.map { [try store.file.keepCopy(of: $0)] }
            ?? store.file.keepLoadedCopy()
        } catch {
          report(
            "cannot copy the saved state aside before restoring it: \(StorageError.shellMessage(error))",
            to: output)
          return 1
        }
      }
      let lines = (secretLines + repairLines).map {
        "hoist: restore: \(TerminalText.escaped($0))\n"
      }.joined()
      if invocation.json {
        output.writeError(RestorationReportText.json(changes, copies: copies) + lines)
      } else {
        output.writeError(
          RestorationReportText.text([], copies: copies) + lines
            + RestorationReportText.text(changes, copies: []))
      }
    }
    // An explicit --layout wins over the layout saved with the state.
    if let name = invocation.layout, let layout = Layout(rawValue: name) { app.setLayout(layout) }
    if let newerVersion, let store, let snapshot = try? app.snapshot() {
      store.adopt(snapshot, copyAsideAs: "version-\(newerVersion)")
    }
    // With nothing saved yet, a run that changes nothing (an empty script) writes no file.
    if nothingSaved { store?.assumeSaved(app) }
    if restoredAsLoaded { store?.assumeRestored(app) }
    // Keys this build does not write back (a newer build's field, an edit by hand) would be
    // dropped by the next save: like a repair, the files are copied aside first (the state
    // with its secrets protected, when they hold one in plain text), and the run names them.
    // A restoration or repair that changed anything has copied them already.
    if loadedWhole, restoredAsLoaded, let store {
      let unwritten = store.unwrittenKeys(in: app)
      if !unwritten.paths.isEmpty {
        store.copyAsideBeforeNextSave(as: "before-restore", protected: protectedAsLoaded)
        let one = unwritten.paths.count == 1
        report(
          "\(unwritten.file.path) holds \(one ? "a key" : "keys") this hoist does not write back (\(UnwrittenKeys.list(unwritten.paths))); the state file is copied aside before the first change is saved",
          to: output)
      }
    }
    var saveFailed = false
    // Whether the state is saved (or there is nothing to save to).
    let save = { () -> Bool in
      guard let store else { return true }
      guard !saveFailed else { return false }
      defer { reportOutsideCopies(of: store, to: output) }
      do {
        for (file, copy) in try store.save(app) {
          let name = file == SnapshotFile.journalName ? "the journal" : "the state file"
          report("\(name) was copied to \(copy) before it was replaced", to: output)
        }
        return true
      } catch {
        saveFailed = true
        report(StorageError.shellMessage(error), to: output)
        return false
      }
    }
    // A command whose state cannot be saved ends the run after its result: a later result
    // would be shown and lost.
    let saveOrStop = { () -> Bool in
      guard save() else {
        report("stopped: the state cannot be saved, so no further command is run", to: output)
        return false
      }
      return true
    }
    let result: RunResult
    if let importing, case .stateImport(let path) = invocation.action {
      // The report waits for the size check: an import refused changes nothing.
      let imported = CapturedOutput()
      StateImport.apply(
        importing, tab: invocation.tab, to: app, json: invocation.json, output: imported)
      if let store,
        let refusal = StateImport.refusal(
          of: path, app: app, file: store.file, limit: stateSizeLimit)
      {
        report(refusal, to: output)
        return 2
      }
      // The state it replaces is copied aside first, and the report shows only once the
      // import is saved: a copy or a save that fails imports nothing and says so.
      if let saved, let store {
        do {
          let copy = try store.file.keepCopy(of: saved, label: "before-import")
          report("the saved state was copied to \(copy) before the import", to: output)
        } catch {
          report(
            "cannot copy the saved state aside before the import: \(StorageError.shellMessage(error)); nothing was imported",
            to: output)
          return 1
        }
      }
      guard save() else {
        report("the import could not be saved, so it is not kept", to: output)
        return 1
      }
      output.write(imported.standardOutput)
      result = .completed
    } else {
      // An interactive session that saves says where, and whether it resumed saved state.
      let greeting = store.map { _ in
        SessionGreeting(
          directory: directory.path,
          start: saved != nil ? .resumed : foundNothing ? .nothingSaved : .notRead)
      }
      result = run(
        invocation, app: app, input: input, output: output, environment: environment,
        greeting: greeting, afterEachCommand: saveOrStop)
    }
    _ = save()
    if let store, !saveFailed {
      do {
        try store.finish()
      } catch {
        saveFailed = true
        report(error.shellMessage, to: output)
      }
    }
    if let store { reportOutsideCopies(of: store, to: output) }
    if saveFailed { return 1 }
    switch result {
    case .completed: return 0
    case .failed: return 1
    case .usage: return 2
    }
  }

  /// Whether the state files as loaded name a plain notes passcode (`notesPasscode`), which
  /// decoding drops beside a lock but a byte-for-byte copy would keep.
  private static func holdsPlainPasscode(_ store: StateStore) -> Bool {
    [store.file.url, store.file.journalURL].contains { url in
      let bytes = try? PosixFile.read(url, maximumSize: SnapshotFile.maximumSize)
      return (bytes ?? nil)?.range(of: Data(#""notesPasscode""#.utf8)) != nil
    }
  }

  /// Writes `hoist: MESSAGE` on standard error, the message escaped for the terminal (it may
  /// echo a path, an argument or a line of input).
  static func report(_ message: String, to output: any ShellOutput) {
    output.writeError("hoist: \(TerminalText.escaped(message))\n")
  }

  /// Says where each `state.json` or `state.journal` another program wrote while this run
  /// held the data directory was copied before it was replaced or emptied.
  private static func reportOutsideCopies(of store: StateStore, to output: any ShellOutput) {
    for (file, copy) in store.takeOutsideCopies() {
      // The state file is replaced by a checkpoint; the journal is appended to or emptied.
      let change =
        URL(fileURLWithPath: file).lastPathComponent == SnapshotFile.journalName
        ? "before this hoist wrote to it" : "before it was replaced"
      report(
        "\(file) was changed by another program while this hoist ran; it was copied to \(copy) "
          + change, to: output)
    }
  }

  private enum RunResult {
    case completed, failed, usage
  }

  private static func run(
    _ invocation: HoistInvocation, app: HoistApp, input: Input, output: any ShellOutput,
    environment: [String: String], greeting: SessionGreeting?,
    afterEachCommand: @escaping () -> Bool
  ) -> RunResult {
    let interactive = invocation.action == .session && input.isTerminal
    // Scripts echo each command; a person at a prompt, or a single `open`, needs no echo.
    var echo = !interactive
    if case .open = invocation.action { echo = false }
    let session = ShellSession(
      app: app, output: output, json: invocation.json, echo: echo, events: invocation.events)
    session.afterEachCommand = afterEachCommand
    session.width = textWidth(environment, terminalWidth: input.terminalWidth)
    switch invocation.action {
    case .open(let url):
      let result = session.run(line: "open \(url)", number: nil) ?? .completed
      return result == .completed ? .completed : .failed
    case .run(let path) where path != "-":
      guard let lines = TextFile.lines(ofFile: path, what: "script", output: output) else {
        return .usage
      }
      let result = session.run(script: lines, keepGoing: invocation.keepGoing)
      return result == .completed ? .completed : .failed
    case .session where interactive:
      if let greeting {
        if invocation.json { output.writeError(greeting.json) } else { output.write(greeting.text) }
      }
      return Self.interactive(
        session: session, json: invocation.json, reader: input.reader, output: output)
    default:
      return stream(
        input.reader, named: "standard input", session: session,
        keepGoing: invocation.keepGoing, output: output)
    }
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

  /// Runs a script from standard input line by line as it arrives, so a tool can drive the
  /// shell through a pipe. A line that is too long or not UTF-8 stops the run: nothing of it
  /// is applied, and the exit code is 2, as for a script file that is refused.
  private static func stream(
    _ reader: LineReader, named name: String, session: ShellSession, keepGoing: Bool,
    output: any ShellOutput
  ) -> RunResult {
    var failed = false
    while output.standardOutputFailure == nil {
      let next: (number: Int, line: LineReader.Line)?
      do {
        next = try reader.next()
      } catch {
        report("cannot read \(name): \(error.description.lowercased())", to: output)
        return .usage
      }
      guard let (number, line) = next else { break }
      switch line {
      case .text(let text):
        switch session.run(line: text, number: number) {
        case nil: continue
        case .completed: return failed ? .failed : .completed
        case .failed:
          failed = true
          if !keepGoing { return .failed }
        }
      case .tooLong:
        report("cannot read the script '\(name)': \(Self.tooLong(line: number))", to: output)
        return .usage
      case .notUTF8:
        report("cannot read the script '\(name)': line \(number) is not UTF-8 text", to: output)
        return .usage
      }
    }
    return failed || output.standardOutputFailure != nil ? .failed : .completed
  }

  static func tooLong(line number: Int) -> String {
    "line \(number) is longer than \(LineReader.maximumLineLength) bytes (64 KiB), the longest "
      + "line hoist reads"
  }

  /// Reads commands at a prompt until `quit` or end of input. The prompt goes to standard
  /// error in JSON mode, so standard output stays pure JSON lines.
  private static func interactive(
    session: ShellSession, json: Bool, reader: LineReader, output: any ShellOutput
  ) -> RunResult {
    session.show()
    let prompt = { (text: String) in
      if json { output.writeError(text) } else { output.write(text) }
    }
    while output.standardOutputFailure == nil {
      prompt("hoist> ")
      let next: (number: Int, line: LineReader.Line)?
      do {
        next = try reader.next()
      } catch {
        prompt("\n")
        report("cannot read standard input: \(error.description.lowercased())", to: output)
        return .usage
      }
      guard let (_, line) = next else {
        // Ctrl-D: end on a fresh line, so the shell's prompt does not follow ours.
        prompt("\n")
        return .completed
      }
      switch line {
      case .text(let text) where text.unicodeScalars.contains("\u{1b}"):
        // Arrow keys arrive as escape sequences (`ESC [ A`): say what would help.
        session.report(.lineEditing, line: text, number: nil)
      case .text(let text):
        if session.run(line: text, number: nil) == .completed { return .completed }
      case .tooLong:
        session.report(.lineTooLong, line: "", number: nil)
      case .notUTF8:
        session.report(.notUTF8, line: "", number: nil)
      }
    }
    return .failed
  }
}
