import Foundation
import NavLintCore

/// A throwaway folder of files for command-line tests.
struct TemporaryProject {
  let root: String

  init(_ files: [String: String] = [:]) throws {
    root = NSTemporaryDirectory() + "navlint-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ path: String) -> String {
    String(
      decoding: FileManager.default.contents(atPath: root + "/" + path) ?? Data(), as: UTF8.self)
  }

  /// Runs navlint in-process in this folder; the cache is off unless arguments ask for it.
  func run(_ arguments: [String]) -> CommandResult {
    let caching = arguments.contains("--cache-path")
    return NavLintCommand.run(
      caching ? arguments : ["--no-cache"] + arguments, currentDirectory: root)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
