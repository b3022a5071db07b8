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
  ///   - environment: The environment whose `PATH` finds `git`.
  ///   - timeLimit: Seconds each git command may run before its process group is killed.
  /// - Returns: Absolute, symbolic-link-resolved paths of changed files (deleted files
  ///   included; callers keep the ones they found on disk).
  /// - Throws: ``NavLintError/usage(_:)`` for a revision starting with `-`;
  ///   ``NavLintError/git(_:)`` when a path is not in a repository, git fails, or git runs
  ///   past `timeLimit`.
  package static func files(
    since revision: String, paths: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    timeLimit: Double = timeLimit
  ) throws(NavLintError) -> Set<String> {
    guard !revision.hasPrefix("-") else {
      throw .usage("--since needs a git revision, not the option-like '\(revision)'")
    }
    var roots: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let directory =
        exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
      let found = try run(
        ["rev-parse", "--show-toplevel"], in: directory, environment: environment,
        timeLimit: timeLimit)
      guard case .success(let output) = found,
        let root = output.split(separator: 0x0A).first.map({ String(decoding: $0, as: UTF8.self) })
      else {
        throw .git("--since needs a git repository: \(directory) is not in one")
      }
      roots.insert(root)
    }
    var changed: Set<String> = []
    for root in roots.sorted() {
      let diff = try output(
        [
          "-c", "core.quotePath=false", "diff", "-z", "--name-only", "--end-of-options", revision,
          "--",
        ],
        in: root, failure: "git diff \(revision) failed", environment: environment,
        timeLimit: timeLimit)
      let untracked = try output(
        ["-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"],
        in: root, failure: "git ls-files failed", environment: environment,
        timeLimit: timeLimit)
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

  /// How long one git command may run before it is stopped: 120 seconds, far more than a
  /// diff of a large repository takes.
  package static let timeLimit: Double = 120

  /// What a git command printed, or why it failed.
  ///
  /// - Throws: ``NavLintError/git(_:)`` when it failed, naming `failure` and git's message.
  private static func output(
    _ arguments: [String], in directory: String, failure: String,
    environment: [String: String], timeLimit: Double
  ) throws(NavLintError) -> [UInt8] {
    switch try run(arguments, in: directory, environment: environment, timeLimit: timeLimit) {
    case .success(let output): return output
    case .failure(let message): throw .git("--since: \(failure): \(message.text)")
    }
  }

  /// A git command's standard error, when it exited with a failure.
  private struct GitMessage: Error {
    var text: String
  }

  /// Runs git in `directory` (`git -C`), bounded by `timeLimit`.
  ///
  /// - Returns: Its standard output when it exits 0, otherwise its standard error.
  /// - Throws: ``NavLintError/git(_:)`` when git is not on `PATH`, cannot start, or runs past
  ///   `timeLimit` (its process group is then killed).
  private static func run(
    _ arguments: [String], in directory: String, environment: [String: String],
    timeLimit: Double
  ) throws(NavLintError) -> Result<[UInt8], GitMessage> {
    guard let git = ExecutableSearch.find("git", in: environment) else {
      throw .git("--since: cannot run git: no 'git' on PATH")
    }
    let result: BoundedChild.Result
    do {
      result = try BoundedChild.run(
        git.path, arguments: ["-C", directory] + arguments, input: Data(), timeLimit: timeLimit)
    } catch {
      throw .git("--since: cannot run git at '\(git.path)': \(error.reason)")
    }
    switch result.termination {
    case .exited(0):
      return .success(Array(result.output))
    case .exited, .signalled:
      return .failure(
        GitMessage(text: BoundedChild.message(from: result.errors)))
    case .printedTooMuch(let standardOutput, let limit):
      throw .git(
        "--since: 'git \(arguments.joined(separator: " "))' printed more than \(limit) bytes on "
          + "\(standardOutput ? "standard output" : "standard error") in '\(directory)' and "
          + "was stopped")
    case .timedOut:
      throw .git(
        "--since: 'git \(arguments.joined(separator: " "))' did not finish within "
          + "\(Int(timeLimit.rounded(.up))) seconds in '\(directory)' and was stopped")
    }
  }
}
