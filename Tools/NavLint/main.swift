import Foundation
import NavLintCore
import TerminalEscaping

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all bytes to a descriptor; `false` when the write fails (a full disk, a closed pipe).
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  let bytes = Array(text.utf8)
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      return false
    }
    written += count
  }
  return true
}

ArgumentText.exitUnlessUTF8(prefix: "navlint: error: ", hint: nil)
// A closed pipe and a file-size limit (`ulimit -f`) fail the write with a message (a file
// being replaced is left whole) instead of killing navlint.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
// A parse given up at its budget starts navlint again, so it stops using the CPU.
ParseRestart.install()
let result = NavLintCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  currentDirectory: FileManager.default.currentDirectoryPath
)
guard writeAll(result.standardOutput, to: STDOUT_FILENO) else {
  let reason = String(cString: strerror(errno))
  _ = writeAll("navlint: error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
  exit(2)
}
_ = writeAll(result.standardError, to: STDERR_FILENO)
exit(result.exitCode)
