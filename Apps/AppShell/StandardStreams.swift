import Foundation

/// The process's standard output and standard error, unbuffered per write.
@MainActor
package final class StandardStreams: ShellOutput {
  package init() {}

  package func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  package func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
