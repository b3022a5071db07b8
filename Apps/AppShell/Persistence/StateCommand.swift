import Foundation
import MangaCatalog
import NavigationCore
import NavigationPersistence
import NavigationRouter
import TerminalEscaping
import UserData

/// `hoist state show` and `hoist state export [--swiftui] [--tab NAME]`: the saved state,
/// read without starting the app, taking the lock or changing any file.
@MainActor
package enum StateCommand {
  /// Runs a `state` command.
  ///
  /// - Parameters:
  ///   - invocation: The parsed command line.
  ///   - directory: The data directory.
  ///   - output: Where to write.
  /// - Returns: 0 ok, 1 nothing saved or the tab has no such stack, 2 a file cannot be read.
  package static func run(
    _ invocation: HoistInvocation, directory: URL, output: any ShellOutput
  ) -> Int32 {
    let file = SnapshotFile(directory: directory)
    let snapshot: AppSnapshot
    var readFrom: Int?
    do {
      switch try file.peek() {
      case .missing:
        HoistTool.report("no saved state in \(directory.path)", to: output)
        return 1
      case .newerVersion(let newer):
        HoistTool.report(
          "\(newer.paths) \(newer.files.count == 1 ? "has" : "have") format version \(newer.version), newer than this hoist's \(AppSnapshot.currentVersion); not read",
          to: output
        )
        return 1
      case .unreadable(let problems, let recovered, let source):
        for problem in problems { HoistTool.report("\(problem.message)", to: output) }
        guard let recovered, let source else { return 1 }
        HoistTool.report("showing the newest valid state, from \(source)", to: output)
        snapshot = recovered
      case .snapshot(let saved):
        snapshot = saved
      case .migrated(let saved, let version):
        snapshot = saved
        readFrom = version
      }
    } catch {
      HoistTool.report(error.shellMessage, to: output)
      return 2
    }
    switch invocation.action {
    case .stateExport where invocation.swiftUI:
      return exportSwiftUI(
        snapshot, tab: invocation.tab, window: invocation.window, output: output)
    case .stateExport:
      output.write(JSONText.lineSafe((try? file.encode(snapshot)) ?? Data()) + "\n")
      return 0
    default:
      output.write(show(snapshot, file: file, readFrom: readFrom))
      return 0
    }
  }

  /// The text of `state show`; `readFrom` is the older format version the files hold, when
  /// they were migrated to be read.
  static func show(_ snapshot: AppSnapshot, file: SnapshotFile, readFrom: Int? = nil) -> String {
    let version =
      readFrom.map { "\($0) (read as version \(snapshot.version))" } ?? "\(snapshot.version)"
    var lines = ["\(file.url.path): format version \(version)"]
    lines += describe(
      window: snapshot.window, layout: snapshot.layout, selectedTab: snapshot.selectedTab,
      stacks: snapshot.stacks)
    for window in snapshot.windows {
      lines += describe(
        window: window.number, layout: window.layout, selectedTab: window.selectedTab,
        stacks: window.stacks)
    }
    let data = snapshot.userData
    lines.append(
      "data: \(data.notes.count) notes, reading progress in \(data.progress.count) series, \(data.lists.count) on lists"
    )
    lines += snapshot.unknownValues.map { "repaired when hoist starts: \($0.text)" }
    return lines.map { TerminalText.escaped($0) + "\n" }.joined()
  }

  private static func describe(
    window: Int, layout: Layout, selectedTab: TabID, stacks: [String: AppSnapshot.Stack]
  ) -> [String] {
    var lines = [
      "window \(window), layout \(layout.rawValue), selected tab \(selectedTab)"
        + (HoistApp.tabs.contains(selectedTab)
          ? "" : " (not a tab of this app: it opens on \(HoistApp.tabs[0]))")
    ]
    for tab in HoistApp.tabs {
      guard let stack = stacks[tab.rawValue] else { continue }
      lines += describe(stack, label: "\(tab)", indent: "  ")
    }
    for (name, stack) in stacks.sorted(by: { $0.key < $1.key })
    where !HoistApp.tabs.contains(TabID(rawValue: name)) {
      lines += describe(stack, label: "\(name) (not a tab of this app)", indent: "  ")
    }
    return lines
  }

  private static func describe(_ stack: AppSnapshot.Stack, label: String, indent: String)
    -> [String]
  {
    let path = stack.path.map(RestorationChange.describe)
    var lines = ["\(indent)\(label): \(path.isEmpty ? "(root)" : path.joined(separator: " › "))"]
    if let modal = stack.presentation {
      let name = modal.style == .sheet ? "sheet" : "full-screen cover"
      lines += describe(
        modal.stack, label: "\(name) \(RestorationChange.describe(modal.root))",
        indent: indent + "  ")
    }
    return lines
  }

  /// One tab's path in the shape of SwiftUI's `NavigationPath.CodableRepresentation` (see
  /// ``NavigationPathInterchange``), from the window on screen or window `number`.
  private static func exportSwiftUI(
    _ snapshot: AppSnapshot, tab: String?, window number: Int?, output: any ShellOutput
  ) -> Int32 {
    let number = number ?? snapshot.window
    let window: (selectedTab: TabID, stacks: [String: AppSnapshot.Stack])
    if number == snapshot.window {
      window = (snapshot.selectedTab, snapshot.stacks)
    } else if let parked = snapshot.windows.first(where: { $0.number == number }) {
      window = (parked.selectedTab, parked.stacks)
    } else {
      let numbers = ([snapshot.window] + snapshot.windows.map(\.number)).sorted()
      HoistTool.report(
        "the saved state has no window \(number); windows: \(numbers.map(String.init).joined(separator: ", "))",
        to: output
      )
      return 1
    }
    let name = tab ?? window.selectedTab.rawValue
    guard let stack = window.stacks[name] else {
      HoistTool.report(
        "window \(number) of the saved state has no tab '\(name)'; tabs: \(window.stacks.keys.sorted().joined(separator: ", "))",
        to: output
      )
      return 1
    }
    let registry: FeatureRegistry<UserDataChange>
    do {
      registry = try HoistApp(catalog: Catalog.bundled(), userData: snapshot.userData).router
        .registry
    } catch {
      HoistTool.report("\(error)", to: output)
      return 1
    }
    var routes: [AnyRoute] = []
    for object in stack.path {
      guard let route = try? registry.decodeRoute(object) else {
        HoistTool.report(
          "\(RestorationChange.describe(object)) is not a route of this app; it is left out",
          to: output
        )
        continue
      }
      routes.append(route)
    }
    do {
      let (strings, leftOut) = try NavigationPathInterchange.encode(routes, registry: registry)
      for route in leftOut {
        HoistTool.report(
          "\(route.key) has no declared Swift type name; it is left out", to: output)
      }
      let data = try JSONEncoder().encode(strings)
      output.write(JSONText.lineSafe(data) + "\n")
      return 0
    } catch {
      HoistTool.report("cannot encode the path: \(error)", to: output)
      return 1
    }
  }
}
