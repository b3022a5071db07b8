import Foundation
import TerminalEscaping
import WholeFile

/// The `navlint` command line, runnable in-process.
public enum NavLintCommand {
  /// The text of `navlint --help`.
  public static let usage = """
    OVERVIEW: Lint SwiftUI navigation code.

    USAGE: navlint [options] [paths...]      lint Swift files (default: .)
           navlint rules [--markdown]        list rules with descriptions and examples
           navlint rules --update-readme FILE  rewrite FILE's generated rules table
           navlint --version | --help

    OPTIONS:
      --reporter NAME[:FILE]  text (default), json, sarif or github; to FILE instead of
                              standard output; may repeat
      --strict                exit 1 on any finding, not only errors
      --fix                   rewrite safe fixes in place, then report what is left
      --baseline FILE         hide findings recorded in FILE; report ones that are gone
      --write-baseline FILE   record the current findings in FILE and exit 0
      --jobs N, -j N          parallel workers (default: all cores)
      --cache-path DIR        cache folder (default: .navlint-cache)
      --no-cache              do not read or write the cache
      --since REV             lint only files changed since git revision REV

    Configuration: the nearest .navlint.json above each file; rule settings go under
    "options" (`navlint rules` lists each rule's options), e.g.
      {"rules": {"navigation-view": {"options": {"minimumOS": {"iOS": "15.0"}}},
                 "leaf-router-mutation": {"severity": "error",
                                          "options": {"routerTypes": ["AppRouter"]}},
                 "nested-navigation-stack": {"enabled": false}},
       "excluded": ["Tests/**"], "compositionRoot": ["Sources/App/**"],
       "previewPaths": ["Demo/**"]}
    Preview code (#Preview, PreviewProvider, helpers only previews use, "previewPaths")
    is skipped by every rule unless its "includePreviews" option is true. Files parse in
    their package's Swift language mode (Swift 5 without a Package.swift).
    Exit codes: 0 no error findings; 1 error findings (any finding with --strict);
                2 usage, configuration or I/O error.

    """

  /// Runs navlint.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable name.
  ///   - currentDirectory: The working directory.
  /// - Returns: What to print and the exit code. Never throws, never traps on any input.
  public static func run(_ arguments: [String], currentDirectory: String) -> CommandResult {
    do {
      return try execute(arguments, currentDirectory: currentDirectory)
    } catch {
      return CommandResult(
        exitCode: 2, standardError: "navlint: error: \(error.escapedDescription)\n")
    }
  }

  private static func execute(_ arguments: [String], currentDirectory: String) throws(NavLintError)
    -> CommandResult
  {
    // Options only: what follows `--` are paths.
    let flags = arguments.prefix { $0 != "--" }
    let help = flags.contains("--help") || flags.contains("-h")
    if help || flags.contains("--version") {
      // The rest of the line must still be a valid one, with no path: `--version extra`
      // and `--version --version` are usage errors (as for hoist-bench).
      let rest = arguments.filter { !["--help", "-h", "--version"].contains($0) }
      do throws(CommandOptionsError) {
        let options = try CommandOptions(rest[...])
        if !help, flags.filter({ $0 == "--version" }).count > 1 {
          throw CommandOptionsError.repeatedOption("--version")
        }
        if let path = options.paths.first {
          throw CommandOptionsError.operandWith(
            option: help ? "--help" : "--version", operand: path)
        }
      } catch {
        throw .usage(error.description)
      }
      return help
        ? CommandResult(exitCode: 0, standardOutput: usage)
        : CommandResult(exitCode: 0, standardOutput: NavLintVersion.current + "\n")
    }
    if arguments.first == "rules" {
      return try rules(arguments.dropFirst(), currentDirectory: currentDirectory)
    }
    let options: CommandOptions
    do {
      options = try CommandOptions(arguments[...])
    } catch {
      throw .usage(error.description)
    }
    let reportFiles = options.reporters.compactMap(\.file).map {
      FileDiscovery.absolutePath($0, currentDirectory: currentDirectory)
    }
    if let duplicate = reportFiles.first(where: { file in reportFiles.count { $0 == file } > 1 }) {
      throw .usage("two reporters write to the same file \(duplicate)")
    }
    // A JSON or SARIF document beside another report on standard output would run together
    // with it into a stream no reader can split (text and github lines mix as lines).
    let onStandardOutput = options.reporters.filter { $0.file == nil }.map(\.kind)
    if onStandardOutput.count > 1, onStandardOutput.contains(where: { $0 == .json || $0 == .sarif })
    {
      throw .usage(
        "two reporters write to standard output "
          + "(\(onStandardOutput.map(\.rawValue).joined(separator: ", "))); "
          + "give each but one a file, as in --reporter json:report.json")
    }
    // Checked before any file is linted or fixed: a report or baseline never replaces Swift
    // source, a linted input or the target of a symbolic link.
    let outputs =
      options.reporters.compactMap(\.file).map { ("--reporter", $0) }
      + (options.writeBaseline.map { [("--write-baseline", $0)] } ?? [])
    try OutputTarget.check(
      outputs, inputs: options.paths.isEmpty ? ["."] : options.paths,
      currentDirectory: currentDirectory)
    // A report with nowhere to go is a usage error, and navlint never creates folders.
    for (file, path) in zip(options.reporters.compactMap(\.file), reportFiles) {
      let folder = (path as NSString).deletingLastPathComponent
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
        throw .io(
          path: file,
          reason: "cannot be written: the folder \(folder) does not exist; create it first")
      }
      guard isDirectory.boolValue else {
        throw .io(path: file, reason: "cannot be written: \(folder) is not a folder")
      }
      try FileWriter.refuseLink(path, displayPath: file)
    }
    if !options.noCache, let cachePath = options.cachePath {
      var isDirectory: ObjCBool = false
      let absolute = FileDiscovery.absolutePath(cachePath, currentDirectory: currentDirectory)
      if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        throw .io(path: cachePath, reason: "is a file; --cache-path needs a folder")
      }
    }
    let request = LintRequest(
      paths: options.paths,
      currentDirectory: currentDirectory,
      jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      cacheDirectory: options.noCache
        ? nil
        : FileDiscovery.absolutePath(
          options.cachePath ?? ".navlint-cache", currentDirectory: currentDirectory),
      changedSince: options.since,
      fix: options.fix
    )
    let outcome = try LintEngine.run(request)
    // Inputs found by discovery (files of any name given as paths, too) are never replaced.
    try OutputTarget.check(
      outputs, linted: outcome.files, currentDirectory: currentDirectory)
    var findings = outcome.findings
    var resolved: [BaselineEntry] = []
    var standardError = ""
    if let path = options.writeBaseline {
      let baseline = Baseline(findings: findings)
      try baseline.write(
        path: FileDiscovery.absolutePath(path, currentDirectory: currentDirectory),
        displayPath: path)
      standardError +=
        "navlint: wrote \(baseline.entries.count) baseline entries to \(TerminalText.escaped(path))\n"
      // A file that does not parse is never baselined; it still fails the run.
      findings = findings.filter { $0.ruleID == "parse-error" }
    } else if let path = options.baseline {
      let baseline = try Baseline.load(
        path: FileDiscovery.absolutePath(path, currentDirectory: currentDirectory))
      (findings, resolved) = baseline.filter(findings)
    }
    let report = RunReport(
      findings: findings, fileCount: outcome.files.count, resolvedBaselineEntries: resolved)
    var standardOutput = ""
    for (kind, file) in options.reporters {
      let text = kind.render(report)
      if let file {
        let path = FileDiscovery.absolutePath(file, currentDirectory: currentDirectory)
        try FileWriter.write(
          Data(text.utf8), to: path, displayPath: file, followingLinks: false)
      } else {
        standardOutput += text
      }
    }
    for file in outcome.fixedFiles {
      standardError += "navlint: fixed \(TerminalText.escaped(file))\n"
    }
    for file in outcome.skippedFixes {
      standardError +=
        "navlint: warning: \(TerminalText.escaped(file)): not fixed: it is a symbolic link to a "
        + "file outside the folders being linted\n"
    }
    let errors = findings.filter { $0.severity == .error }.count
    standardError +=
      "navlint: \(outcome.files.count) file\(outcome.files.count == 1 ? "" : "s"), "
      + "\(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")\n"
    let failed = errors > 0 || (options.strict && !findings.isEmpty)
    return CommandResult(
      exitCode: failed ? 1 : 0, standardOutput: standardOutput, standardError: standardError)
  }

  private static func rules(_ arguments: ArraySlice<String>, currentDirectory: String)
    throws(NavLintError)
    -> CommandResult
  {
    switch Array(arguments) {
    case []:
      return CommandResult(exitCode: 0, standardOutput: RuleCatalog.listing())
    case ["--markdown"]:
      return CommandResult(exitCode: 0, standardOutput: RuleCatalog.markdownTable())
    case let list where list.count == 2 && list[0] == "--update-readme":
      let path = FileDiscovery.absolutePath(list[1], currentDirectory: currentDirectory)
      guard FileManager.default.fileExists(atPath: path) else { throw .pathNotFound(list[1]) }
      let file: WholeFile.ReadFile
      do {
        file = try WholeFile.read(path, limit: RuleCatalog.readmeLimit)
      } catch {
        throw .io(path: list[1], reason: "cannot be read: \(error.reason)")
      }
      let text = String(decoding: file.bytes, as: UTF8.self)
      guard let updated = RuleCatalog.updating(text) else {
        throw .io(
          path: list[1], reason: "has no <!-- BEGIN GENERATED: \(RuleCatalog.blockName) --> block")
      }
      guard updated != text else {
        return CommandResult(
          exitCode: 0,
          standardError: "navlint: \(TerminalText.escaped(list[1])) is already up to date\n")
      }
      do {
        try WholeFile.replace(Data(updated.utf8), of: file, named: list[1])
      } catch {
        throw .io(path: list[1], reason: "cannot be written: \(error.reason); it was not changed")
      }
      return CommandResult(
        exitCode: 0, standardError: "navlint: updated \(TerminalText.escaped(list[1]))\n")
    default:
      throw .usage("unexpected arguments to 'navlint rules': \(arguments.joined(separator: " "))")
    }
  }
}
