import Foundation

/// The process's standard output and standard error, unbuffered per write.
@MainActor
package final class StandardStreams: ShellOutput {
  package init() {}

  package func write(_ text: String) {
    // A closed pipe is not worth dying for: the state is still saved after each command.
    try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
  }

  package func writeError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
