import ChildProcess
import Foundation
import WholeFile

/// Files changed since a git revision, for `--since`.
package enum GitChanges {
  /// The files of the repositories holding `paths` that differ from `revision` (tracked
  /// changes, plus untracked files that are not ignored).
  ///
  /// - Parameters:
  ///   - revision: A revision such as `origin/main` or `HEAD~1`; never an option.
  ///   - paths: Absolute linted paths; git runs in each one's repository.
  /// - Returns: Absolute, symbolic-link-resolved paths of changed files (deleted files
  ///   included; callers keep the ones they found on disk).
  /// - Throws: ``NavLintError/usage(_:)`` for a revision starting with `-`;
  ///   ``NavLintError/git(_:)`` when a path is not in a repository or git fails.
  package static func files(since revision: String, paths: [String]) throws(NavLintError)
    -> Set<String>
  {
    guard !revision.hasPrefix("-") else {
      throw .usage("--since needs a git revision, not the option-like '\(revision)'")
    }
    var roots: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let directory =
        exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
      guard
        let root = try? run(["rev-parse", "--show-toplevel"], in: directory)
          .split(separator: 0x0A).first.map({ String(decoding: $0, as: UTF8.self) })
      else {
        throw .git("--since needs a git repository: \(directory) is not in one")
      }
      roots.insert(root)
    }
    var changed: Set<String> = []
    for root in roots.sorted() {
      let diff = try run(
        [
          "-c", "core.quotePath=false", "diff", "-z", "--name-only", "--end-of-options", revision,
          "--",
        ],
        in: root, failure: "git diff \(revision) failed")
      let untracked = try run(
        ["-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"],
        in: root, failure: "git ls-files failed")
      for name in (diff + [0] + untracked).split(separator: 0) {
        changed.insert(resolved(root + "/" + String(decoding: name, as: UTF8.self)))
      }
    }
    return changed
  }

  /// A path with symbolic links resolved, for comparing git's paths with discovered ones.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The resolved path.
  package static func resolved(_ path: String) -> String {
    WholeFile.realPath(path) ?? path
  }

  private static func run(_ arguments: [String], in directory: String, failure: String? = nil)
    throws(NavLintError) -> [UInt8]
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw .git("--since: cannot run git: \(error.localizedDescription)")
    }
    let (data, errorData) = ChildOutput.read(
      output: output.fileHandleForReading, errors: errors.fileHandleForReading)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw .git("--since: \(failure ?? "git failed"): \(message)")
    }
    return Array(data)
  }
}
