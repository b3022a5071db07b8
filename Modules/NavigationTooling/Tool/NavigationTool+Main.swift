import Foundation
import TerminalEscaping

extension NavigationTool {
  /// Runs the tool on the process's arguments, standard input and environment, writes its
  /// output and exits with its status.
  ///
  /// Call it from an executable target's `main.swift` (or a `@main` type's `main()`). An
  /// argument that is not UTF-8 text exits with status 2; so does a command line
  /// ``NavigationToolCommand/parse(_:)`` refuses, naming the argument. A closed standard
  /// output (`myapp-nav graph | head -1`) is exit status 1, never a crash.
  public func main() -> Never {
    ArgumentText.exitUnlessUTF8(prefix: "\(name): ", hint: "Try '\(name) --help'.")
    signal(SIGPIPE, SIG_IGN)
    let result = MainActor.assumeIsolated {
      run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        standardInput: { Self.readStandardInput(upTo: Self.maximumInputSize + 1) },
        environment: ProcessInfo.processInfo.environment)
    }
    let wrote = Self.writeAll(result.standardOutput, to: STDOUT_FILENO)
    _ = Self.writeAll(result.standardError, to: STDERR_FILENO)
    guard wrote else {
      _ = Self.writeAll("\(name): cannot write to standard output\n", to: STDERR_FILENO)
      exit(1)
    }
    exit(result.exitCode)
  }

  /// Standard input's bytes, at most `limit` of them.
  private static func readStandardInput(upTo limit: Int) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count < limit {
      let count = buffer.withUnsafeMutableBytes {
        read(STDIN_FILENO, $0.baseAddress, min($0.count, limit - data.count))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  /// Writes all of a text; `false` when the descriptor refuses it.
  private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}
