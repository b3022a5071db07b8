import Foundation
import NavLintCore
import Testing

/// `--since` runs git bounded: a git that hangs is stopped with everything it started, and
/// a missing git is named (issue 24: "Everything is bounded").
struct GitChangesTests {
  /// A folder with an executable `git` script whose body is `body`.
  private static func fakeGit(_ body: String) throws -> TemporaryProject {
    let project = try TemporaryProject(["bin/git": "#!/bin/sh\n\(body)\n"])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: project.root + "/bin/git")
    return project
  }

  @Test func aGitThatHangsIsStoppedAtTheLimitAndSaysSo() throws {
    let project = try Self.fakeGit("sleep 30 & sleep 30")
    defer { project.remove() }
    let started = Date()
    #expect(
      throws: NavLintError.git(
        "--since: 'git rev-parse --show-toplevel' did not finish within 1 seconds in '\(project.root)' and was stopped"
      )
    ) {
      try GitChanges.files(
        since: "HEAD", paths: [project.root], environment: ["PATH": project.root + "/bin"],
        timeLimit: 1)
    }
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aMissingGitIsNamed() throws {
    let project = try TemporaryProject([:])
    defer { project.remove() }
    #expect(throws: NavLintError.git("--since: cannot run git: no 'git' on PATH")) {
      try GitChanges.files(
        since: "HEAD", paths: [project.root], environment: ["PATH": project.root], timeLimit: 5)
    }
  }

  @Test func aGitThatFailsInTheDiffGivesItsMessage() throws {
    let project = try Self.fakeGit(
      """
      case "$3" in
        rev-parse) echo "$2" ;;
        *) echo "fatal: bad revision" >&2; exit 128 ;;
      esac
      """)
    defer { project.remove() }
    #expect(throws: NavLintError.git("--since: git diff v9 failed: fatal: bad revision")) {
      try GitChanges.files(
        since: "v9", paths: [project.root], environment: ["PATH": project.root + "/bin"],
        timeLimit: 5)
    }
  }
}
