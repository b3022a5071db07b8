import ChildProcess
import Foundation
import TerminalEscaping
import TestSupport
import Testing

struct ArgumentTextTests {
  @Test(
    arguments: [
      ([Array("caf".utf8) + [0xE9]], 1, "caf\\xe9"),
      ([Array("ok".utf8), [0xFF]], 2, "\\xff"),
      ([[0x80, 0x41]], 1, "\\x80A"),
      ([[0xC0, 0xAF]], 1, "\\xc0\\xaf"),
      ([[0xED, 0xA0, 0x80]], 1, "\\xed\\xa0\\x80"),
      ([Array("日".utf8) + [0xE3, 0x83]], 1, "日\\xe3\\x83"),
      ([[0x1B] + Array("[2J".utf8) + [0xFE]], 1, "\\u{1b}[2J\\xfe"),
    ] as [([[UInt8]], Int, String)])
  func anArgumentThatIsNotUTF8IsNamedWithItsBadBytes(
    arguments: [[UInt8]], position: Int, shown: String
  ) {
    #expect(throws: ArgumentText.NotUTF8(position: position, shown: shown)) {
      try ArgumentText.check(arguments)
    }
  }

  @Test func utf8ArgumentsPass() throws {
    try ArgumentText.check([])
    try ArgumentText.check([[], Array("--data-dir".utf8), Array("/tmp/日本/🙂".utf8)])
  }

  @Test func theMessageSaysWhatToDo() {
    #expect(
      ArgumentText.NotUTF8(position: 2, shown: "caf\\xe9").description
        == "argument 2 'caf\\xe9' is not UTF-8 text (each \\xHH above is a byte that is not); "
        + "name it in UTF-8")
  }

  /// Each tool refuses such an argument before it reads or writes anything: `hoist` with a
  /// data directory that would otherwise be made under another name.
  @Test(
    arguments: [
      ("hoist", "hoist: ", "Try 'hoist --help'.\n"),
      ("navlint", "navlint: error: ", ""),
      ("hoist-bench", "hoist-bench: ", "Try 'hoist-bench --help'.\n"),
    ])
  func everyToolRefusesAnArgumentThatIsNotUTF8(tool: String, prefix: String, hint: String)
    throws
  {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("argument-text-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The shell makes the byte 0xE9 (octal 351), which a Swift string argument cannot hold.
    process.arguments = [
      "-c", "exec \"$0\" --data-dir \"$(printf '%s/caf\\351' \"$1\")\" state show",
      try BuiltProduct.executable(tool).path, scratch.path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let (out, err) = ChildOutput.read(
      output: output.fileHandleForReading, errors: errors.fileHandleForReading)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(out.isEmpty)
    #expect(
      String(decoding: err, as: UTF8.self)
        == prefix + "argument 2 '\(scratch.path)/caf\\xe9' is not UTF-8 text (each \\xHH above "
        + "is a byte that is not); name it in UTF-8\n" + hint)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
  }
}
