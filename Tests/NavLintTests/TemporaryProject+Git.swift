import Foundation
import Testing

extension TemporaryProject {
  /// Runs git in the project with a throwaway identity; the test fails when git does.
  ///
  /// - Parameter arguments: git's arguments, such as `["commit", "-qm", "base"]`.
  func git(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
      + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}
