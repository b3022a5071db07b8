import Foundation

/// Where each doc block the tests keep equal to the programs lives, relative to the package
/// root: the one place to change when a block moves to another file (CONTRIBUTING.md, "Files
/// the tests keep equal to the programs").
package enum DocumentLocations {
  /// The generated table of every registered URL pattern (`url-patterns`).
  package static let urlPatterns = "README.md"
  /// The generated navlint rules table (`navlint-rules`).
  package static let navlintRules = "README.md"
  /// The generated navigation graph of the sample app (`navigation-graph`).
  package static let navigationGraph = "docs/SHELL.md"
  /// The table of the shell's script and interactive commands.
  package static let shellCommands = "docs/SHELL.md"
  /// The `hoist --events` example.
  package static let eventsExample = "docs/SHELL.md"

  /// The docs that may hold a program's help block (`<!-- help: ... -->`): the README,
  /// CONTRIBUTING.md and every Markdown file in docs/, in that order.
  package static var helpBlockFiles: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: BuiltProduct.packageRoot.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "CONTRIBUTING.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The text of a file of the repository.
  ///
  /// - Parameter path: The file, relative to the package root, such as `docs/SHELL.md`.
  /// - Returns: Its content.
  /// - Throws: The error of reading it as UTF-8.
  package static func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// The location of a file of the repository.
  ///
  /// - Parameter path: The file, relative to the package root.
  /// - Returns: Its URL.
  package static func url(_ path: String) -> URL {
    BuiltProduct.packageRoot.appendingPathComponent(path)
  }
}
