import Foundation
import MangaCatalog
import NavigationRouter
import UserData

/// The `hoist` executable's logic, callable in-process: parse arguments, load state, run the
/// action, save, return the exit code.
@MainActor
package enum HoistTool {
  /// The version `--version` prints.
  nonisolated package static let version = "0.1.0"

  /// Where a run reads its script from.
  package enum Input {
    /// Standard input; `isTerminal` chooses interactive mode when no command is given.
    case standardInput(isTerminal: Bool, readLine: () -> String?)
  }

  /// Runs `hoist` with arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable's name.
  ///   - input: Standard input.
  ///   - output: Standard output and error.
  ///   - environment: The environment (for the default data directory).
  /// - Returns: 0 ok, 1 a command failed, 2 usage.
  package static func run(
    arguments: [String], input: Input, output: any ShellOutput, environment: [String: String]
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
    let file = SnapshotFile(directory: directory)
    var userData = UserDataState.sample
    var saved: AppSnapshot?
    // --fresh runs on the sample data and leaves saved state alone: nothing to lock or lose.
    var lock: DataDirectoryLock?
    if !invocation.fresh {
      do {
        lock = try DataDirectoryLock(directory: directory)
      } catch {
        output.writeError("hoist: \(error.description)\n")
        return 1
      }
      switch file.load() {
      case .none: break
      case .snapshot(let snapshot):
        saved = snapshot
        userData = snapshot.userData
        userData.unlockedNoteIDs = []
      case .unreadable(let reason, let setAside):
        let moved = setAside.map { "; set aside as \($0)" } ?? ""
        output.writeError("hoist: \(reason)\(moved); starting from the sample data\n")
      }
    }
    let app: HoistApp
    do {
      app = try HoistApp(catalog: catalog, userData: userData)
    } catch {
      output.writeError("hoist: \(error.description)\n")
      return 1
    }
    if let saved {
      for line in app.restoreNavigation(from: saved) {
        output.writeError("hoist: restore: \(line)\n")
      }
    }
    if invocation.layout == "regular" { app.setLayout(.regular) }
    let isScript: Bool
    if case .open = invocation.action { isScript = false } else { isScript = true }
    let session = ShellSession(app: app, output: output, json: invocation.json, echo: isScript)
    let result: ShellSession.Result
    switch (invocation.action, input) {
    case (.open(let url), _):
      result = session.run(line: "open \(url)", number: nil) ?? .completed
    case (.run(let path), .standardInput(_, let readLine)) where path == "-":
      result = session.run(script: readAll(readLine), keepGoing: invocation.keepGoing)
    case (.run(let path), _):
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        output.writeError("hoist: cannot read the script '\(path)'\n")
        return 2
      }
      result = session.run(script: lines(of: text), keepGoing: invocation.keepGoing)
    case (_, .standardInput(let isTerminal, let readLine)):
      if isTerminal {
        result = interactive(session: session, readLine: readLine, output: output)
      } else {
        result = session.run(script: readAll(readLine), keepGoing: invocation.keepGoing)
      }
    }
    if lock != nil {
      do {
        try file.save(app.snapshot())
      } catch {
        output.writeError("hoist: \(error)\n")
        return 1
      }
    }
    withExtendedLifetime(lock) {}
    return result == .completed ? 0 : 1
  }

  private static func interactive(
    session: ShellSession, readLine: () -> String?, output: any ShellOutput
  ) -> ShellSession.Result {
    session.show()
    var number = 0
    while true {
      output.write("hoist> ")
      guard let line = readLine() else { return .completed }
      number += 1
      if session.run(line: line, number: number) == .completed { return .completed }
    }
  }

  private static func readAll(_ readLine: () -> String?) -> [String] {
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }
    return lines
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
  }
}
