#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Refuses a command-line argument that is not UTF-8 text, before Swift reads it as a
/// `String` and replaces its bad bytes with U+FFFD, which would name another file or folder
/// than the one typed (`--data-dir $'caf\xe9'` would save to `caf\u{fffd}`).
///
/// `hoist`, `navlint` and `hoist-bench` call ``exitUnlessUTF8(prefix:hint:)`` first thing in
/// their `main.swift`.
package enum ArgumentText {
  /// An argument whose bytes are not UTF-8.
  package struct NotUTF8: Error, Equatable, CustomStringConvertible {
    /// Its place among the arguments after the program's name, from 1.
    package let position: Int
    /// The argument as typed: each byte that is not UTF-8 as `\xHH` (lower-case hexadecimal),
    /// the rest as ``TerminalText/escaped(_:)`` shows it.
    package let shown: String

    /// An argument that is not UTF-8.
    ///
    /// - Parameters:
    ///   - position: Its place after the program's name, from 1.
    ///   - shown: The argument as ``ArgumentText/shown(_:)`` shows it.
    package init(position: Int, shown: String) {
      self.position = position
      self.shown = shown
    }

    package var description: String {
      "argument \(position) '\(shown)' is not UTF-8 text (each \\xHH above is a byte that is "
        + "not); name it in UTF-8"
    }
  }

  /// Checks that every argument is UTF-8 text.
  ///
  /// - Parameter arguments: The arguments after the program's name, as bytes.
  /// - Throws: ``NotUTF8`` for the first argument that is not.
  /// - Complexity: O(*n*) in the arguments' bytes.
  package static func check(_ arguments: [[UInt8]]) throws(NotUTF8) {
    for (index, bytes) in arguments.enumerated()
    where String(validating: bytes, as: UTF8.self) == nil {
      throw NotUTF8(position: index + 1, shown: shown(bytes))
    }
  }

  /// An argument's bytes as a message shows them: UTF-8 text escaped by ``TerminalText``,
  /// every byte that is not UTF-8 as `\xHH`.
  ///
  /// - Parameter bytes: The argument's bytes.
  /// - Returns: The text to quote.
  package static func shown(_ bytes: [UInt8]) -> String {
    var result = ""
    var text = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes[index...].makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.append(Unicode.UTF8.decode(encoded))
        index += encoded.count
      case .error(let length):
        result += TerminalText.escaped(String(text))
        text = String.UnicodeScalarView()
        for byte in bytes[index..<index + length] {
          result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        }
        index += length
      case .emptyInput:
        index = bytes.count
      }
    }
    return result + TerminalText.escaped(String(text))
  }

  /// The process's arguments after the program's name, as the bytes the system passed.
  package static var processArguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
    }
  }

  /// Exits with status 2, after one line on standard error, when an argument of this process
  /// is not UTF-8 text; returns otherwise.
  ///
  /// - Parameters:
  ///   - prefix: What the tool's errors begin with, such as `hoist: ` or `navlint: error: `.
  ///   - hint: A line written after the error, such as `Try 'hoist --help'.`; `nil` for none.
  package static func exitUnlessUTF8(prefix: String, hint: String?) {
    do {
      try check(processArguments)
    } catch {
      let lines = prefix + error.description + "\n" + (hint.map { $0 + "\n" } ?? "")
      // One write of a few hundred bytes; exit 2 whether or not standard error takes it.
      _ = Array(lines.utf8).withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(2)
    }
  }
}
