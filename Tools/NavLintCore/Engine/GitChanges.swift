import Foundation

/// Files changed since a git revision, for `--since`.
package enum GitChanges {
  /// Runs `git diff --name-only --relative <revision>` in a folder.
  ///
  /// - Parameters:
  ///   - revision: A revision such as `origin/main` or `HEAD~1`.
  ///   - currentDirectory: The folder to run git in; paths are relative to it.
  /// - Returns: Absolute paths of changed files (deleted files included; callers keep the
  ///   ones they found on disk).
  /// - Throws: ``NavLintError/git(_:)`` with git's message when git fails or is missing.
  package static func files(since revision: String, currentDirectory: String) throws(NavLintError)
    -> Set<String>
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "diff", "--name-only", "--relative", revision, "--"]
    process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .git("cannot run git: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw .git("git diff \(revision) failed: \(message)")
    }
    let names = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    return Set(names.map { FileDiscovery.absolutePath($0, currentDirectory: currentDirectory) })
  }
}
