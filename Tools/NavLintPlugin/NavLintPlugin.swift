import Foundation
import PackagePlugin

/// `swift package navlint [navlint options] [paths...]`: runs navlint in the package folder.
///
/// Arguments pass through unchanged; without paths navlint lints the package folder. The
/// cache of a lint run goes to the plugin's work folder unless `--cache-path` or `--no-cache`
/// is given; `rules`, `--version` and `--help` pass through alone.
@main
struct NavLintPlugin: CommandPlugin {
  /// A failing navlint run, so SwiftPM exits non-zero.
  struct Failure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "navlint exited with status \(status)" }
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "navlint")
    var passed = arguments
    let lints = !["rules", "--version", "--help", "-h"].contains(arguments.first ?? "")
    if lints && !arguments.contains("--cache-path") && !arguments.contains("--no-cache") {
      passed =
        ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        + passed
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = passed
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(status: process.terminationStatus)
    }
  }
}
