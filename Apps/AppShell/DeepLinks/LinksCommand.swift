import Foundation
import MangaCatalog
import NavigationPersistence
import NavigationRouter
import NavigationTooling
import UserData

/// `hoist links check|aasa|table`: link tools that read the registered patterns and the
/// bundled sample data and never read or write saved state.
@MainActor
package enum LinksCommand {
  /// Runs `links check FILE|-`.
  ///
  /// - Parameters:
  ///   - file: The file of URLs, one a line, or `-` for standard input.
  ///   - json: JSON lines instead of text.
  ///   - input: Standard input's lines.
  ///   - output: Where to write.
  /// - Returns: 0 when every link is ok, 1 otherwise, 2 when the file cannot be read.
  package static func check(
    file: String, json: Bool, input: LineReader, output: any ShellOutput
  ) -> Int32 {
    let read =
      file == "-"
      ? TextFile.lines(from: input, named: "standard input", what: "links file", output: output)
      : TextFile.lines(ofFile: file, what: "links file", output: output)
    guard let lines = read else { return 2 }
    return write(NavigationTool.hoist().linksCheck(lines, json: json), to: output)
  }

  /// Runs `links aasa --app-id ID`.
  ///
  /// - Parameters:
  ///   - appID: `TEAMID.BUNDLEID`, already validated.
  ///   - output: Where to write.
  /// - Returns: 0, or 1 when the features cannot be registered.
  package static func aasa(appID: String, output: any ShellOutput) -> Int32 {
    write(NavigationTool.hoist().run(.linksAASA(appIDs: [appID])), to: output)
  }

  /// Writes a navigation tool's result.
  private static func write(_ result: NavigationToolResult, to output: any ShellOutput) -> Int32 {
    if !result.standardOutput.isEmpty { output.write(result.standardOutput) }
    if !result.standardError.isEmpty { output.writeError(result.standardError) }
    return result.exitCode
  }

  /// Runs `links table [--update-readme FILE]`.
  ///
  /// - Parameters:
  ///   - readme: The README to rewrite, or `nil` to print the table.
  ///   - output: Where to write.
  /// - Returns: 0, 1 when the features cannot be registered, 2 when the README cannot be
  ///   read, has no generated block, or cannot be written (``FileUpdateError``, naming it).
  package static func table(readme: String?, output: any ShellOutput) -> Int32 {
    let registry: FeatureRegistry<UserDataChange>
    do {
      registry = try HoistApp.composedRegistry()
    } catch {
      output.writeError("hoist: \(error)\n")
      return 1
    }
    guard let readme else {
      output.write(LinkCatalog.markdownTable(registry.links))
      return 0
    }
    guard let (text, file) = TextFile.readForUpdate(readme, what: "README", output: output)
    else { return 2 }
    guard let updated = LinkCatalog.updating(text, with: registry.links) else {
      HoistTool.report(
        "'\(readme)' has no <!-- BEGIN GENERATED: \(LinkCatalog.blockName) --> block", to: output)
      return 2
    }
    // A file that already holds the table is left alone (not even rewritten).
    guard updated != text else {
      HoistTool.report("\(readme) is already up to date", to: output)
      return 0
    }
    do {
      try AtomicFile.update(file, named: readme, with: updated, what: "README")
    } catch {
      HoistTool.report(error.description, to: output)
      return 2
    }
    HoistTool.report("updated \(readme)", to: output)
    return 0
  }
}
