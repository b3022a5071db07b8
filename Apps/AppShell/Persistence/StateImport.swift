import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import TerminalEscaping

/// `hoist state import FILE [--tab NAME]`: a path in SwiftUI's `NavigationPath` shape (see
/// ``NavigationPathInterchange``) or a native snapshot (`hoist state export`), reconciled against
/// current data like a restore, put into the running app, and reported.
///
/// A path replaces one tab's stack (closing a sheet or cover that tab presented). A snapshot
/// replaces the navigation of every window, or with a tab only that tab's stack of the
/// snapshot's window on screen; the user's data is never imported.
@MainActor
package enum StateImport {
  /// What a file to import holds.
  package enum Source: Sendable {
    /// A path: two strings per element, last pushed first.
    case path([String])
    /// A native snapshot, migrated to the current version.
    case snapshot(AppSnapshot)
  }

  /// Reads a file to import, saying what is wrong when it cannot be used.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - output: Where a message goes.
  /// - Returns: What it holds, or `nil` after writing why it cannot be imported.
  package static func read(_ path: String, output: any ShellOutput) -> Source? {
    guard
      let text = TextFile.read(
        path, what: "file to import", maximumSize: SnapshotFile.maximumSize, output: output)
    else {
      return nil
    }
    let data = Data(text.utf8)
    func refuse(_ reason: String) -> Source? {
      output.writeError("hoist: \(TerminalText.escaped("cannot import '\(path)': \(reason)"))\n")
      return nil
    }
    do {
      if let strings = try NavigationPathInterchange.strings(in: data) { return .path(strings) }
    } catch {
      return refuse(error.description)
    }
    struct Version: Decodable { var version: Int }
    guard let version = try? JSONDecoder().decode(Version.self, from: data).version else {
      return refuse(
        "it is neither a NavigationPath (an array of strings) nor a state export (\(StateFileDiagnosis.describe(data)))"
      )
    }
    if version > AppSnapshot.currentVersion {
      return refuse(
        "it has format version \(version), newer than this hoist's \(AppSnapshot.currentVersion)")
    }
    do {
      return .snapshot(try SnapshotMigration.decode(data, version: version))
    } catch let error as DecodingError {
      return refuse(
        "it is not a state export of format version \(version) (\(SnapshotFile.describe(error, data: data)))"
      )
    } catch {
      return refuse("it is not a state export of format version \(version) (\(error))")
    }
  }

  /// Why the state an import made cannot be saved, if it cannot: its `state.json` would be
  /// larger than hoist reads back, so the next run could not start from it.
  ///
  /// - Parameters:
  ///   - path: The file imported, as typed.
  ///   - app: The app, the import applied.
  ///   - file: The state file it would be saved to.
  ///   - limit: The largest `state.json` read back, in bytes.
  /// - Returns: The message naming the file and both sizes, or `nil` when it can be saved.
  package static func refusal(
    of path: String, app: HoistApp, file: SnapshotFile, limit: Int
  ) -> String? {
    let size: Int
    do {
      size = try file.encode(app.snapshot()).count
    } catch {
      return "cannot import '\(path)': the state it makes cannot be encoded: \(error)"
    }
    guard size > limit else { return nil }
    return
      "cannot import '\(path)': the state it makes is \(size) bytes as \(file.url.path), more than the \(limit) bytes hoist reads back; nothing was changed"
  }

  /// Puts what a file holds into the app, reconciled against current data, and reports it.
  ///
  /// - Parameters:
  ///   - source: What the file holds.
  ///   - tab: The tab to import into; for a path, `nil` means the selected tab, for a snapshot
  ///     it means every tab of every window.
  ///   - app: The running app, its saved state restored.
  ///   - json: Whether to report as one JSON object.
  ///   - output: Where the report goes (standard output).
  package static func apply(
    _ source: Source, tab: String?, to app: HoistApp, json: Bool, output: any ShellOutput
  ) {
    var lines: [String] = []
    var changes: [RestorationChange] = []
    let target = tab.map { TabID(rawValue: $0) } ?? app.router.state.selectedTab
    switch source {
    case .path(let strings):
      let (routes, dropped) = NavigationPathInterchange.decode(
        strings, registry: app.router.registry)
      if let dropped { lines.append(dropped.text) }
      var state = app.router.state
      state.tabStacks[target] = NavigationStackState(path: RoutePath(routes))
      state.selectedTab = target
      changes = app.router.restore(state)
      lines.insert(
        "Imported \(routes.count) of \(strings.count / 2) elements into the \(target) tab.", at: 0)
    case .snapshot(let snapshot) where tab == nil:
      changes = app.restoreNavigation(from: snapshot)
      let windows = 1 + snapshot.windows.count
      lines.insert(
        "Imported the navigation of \(windows) window\(windows == 1 ? "" : "s") (the user's data is kept as it is).",
        at: 0)
    case .snapshot(let snapshot):
      var state = app.router.state
      let saved = snapshot.stacks[target.rawValue] ?? AppSnapshot.Stack(path: [])
      state.tabStacks[target] = app.decode(saved, tab: target, place: "", changes: &changes)
      state.selectedTab = target
      changes += app.router.restore(state)
      lines.insert("Imported the \(target) tab of the snapshot's window on screen.", at: 0)
    }
    if case .snapshot(let snapshot) = source { lines += snapshot.unknownValues.map(\.text) }
    lines += changes.map(\.text)
    if json {
      struct Report: Encodable {
        var imported: [String]
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let data = (try? encoder.encode(Report(imported: lines))) ?? Data("{}".utf8)
      output.write(JSONText.lineSafe(data) + "\n")
    } else {
      output.write(lines.map { TerminalText.escaped($0) + "\n" }.joined())
    }
  }
}
