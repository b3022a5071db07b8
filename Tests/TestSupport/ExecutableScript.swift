import Foundation

/// Writes programs (shell scripts, fake tools on PATH) for tests to run.
package enum ExecutableScript {
  /// Writes an executable file through a descriptor that closes on `exec`.
  ///
  /// Foundation's writes leave the descriptor open across `exec`: a child another test starts
  /// meanwhile keeps the file open for writing as long as it runs, and running the file then
  /// fails with "text file busy".
  ///
  /// - Parameters:
  ///   - text: The file's content, such as `#!/bin/sh\n...`.
  ///   - url: Where to write it (created, or replaced in place).
  /// - Throws: `CocoaError(.fileWriteUnknown)` when it cannot be written.
  package static func write(_ text: String, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard
      bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) })
        == bytes.count, fchmod(descriptor, 0o755) == 0
    else { throw CocoaError(.fileWriteUnknown) }
  }
}
