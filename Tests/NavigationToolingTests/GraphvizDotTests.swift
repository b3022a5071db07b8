import Foundation
import NavigationTooling
import TestSupport
import Testing

/// Graphviz's `dot` as a child process: a fake `dot` on PATH that hangs is stopped at the
/// time limit, and what a `dot` prints reaches the terminal escaped.
struct GraphvizDotTests {
  /// A folder holding an executable `dot` with the given content.
  private static func fakeDot(_ content: String) throws -> (folder: URL, dot: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tooling-dot-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let dot = folder.appendingPathComponent("dot")
    try ExecutableScript.write(content, to: dot)
    return (folder, dot)
  }

  @Test func aDotThatHangsIsStoppedAtTheTimeLimitWithWhatItStarted() throws {
    let (folder, dot) = try Self.fakeDot(
      "#!/bin/sh\nsleep 300 &\necho $! > \"$0.pid\"\nwait\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = GraphvizDot.svg(
      from: "digraph {}", environment: ["PATH": folder.path], timeLimit: 1)
    #expect(result == .failure(.timedOut(path: dot.path, seconds: 1)))
    let pid = try #require(
      Int32(
        try String(contentsOfFile: dot.path + ".pid", encoding: .utf8)
          .trimmingCharacters(in: .newlines)))
    defer { _ = kill(pid, SIGKILL) }
    #expect(ProcessState.endsSoon(pid), "dot's child (sleep) still runs")
    #expect(
      GraphvizDot.Failure.timedOut(path: "/x/dot", seconds: 60).description
        == "Graphviz's 'dot' at '/x/dot' did not finish within 60 seconds and was stopped; "
        + "draw fewer screens (--max-screens) or print --format dot")
  }

  @Test func whatDotPrintsIsEscapedForTheTerminal() throws {
    let (folder, dot) = try Self.fakeDot(
      "#!/bin/sh\nprintf '\\033]0;owned\\007\\033[2Jbad\\nhoist: graph: forged' >&2\nexit 1\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = GraphvizDot.svg(from: "digraph {}", environment: ["PATH": folder.path])
    let message = "\u{1b}]0;owned\u{7}\u{1b}[2Jbad\nhoist: graph: forged"
    #expect(result == .failure(.failed(path: dot.path, status: 1, message: message)))
    guard case .failure(let failure) = result else { return }
    #expect(
      failure.description
        == "Graphviz's 'dot' at '\(dot.path)' failed with exit status 1: "
        + #"\u{1b}]0;owned\u{7}\u{1b}[2Jbad\u{a}hoist: graph: forged"#
        + "; print --format dot to see the graph it was given")
  }

  @Test func aDotEndedByASignalIsNamedWithIt() throws {
    let (folder, dot) = try Self.fakeDot("#!/bin/sh\necho crashed >&2\nkill -SEGV $$\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = GraphvizDot.svg(from: "digraph {}", environment: ["PATH": folder.path])
    #expect(result == .failure(.killed(path: dot.path, signal: SIGSEGV, message: "crashed")))
    #expect(
      GraphvizDot.Failure.killed(path: "/x/dot", signal: 11, message: "").description
        == "Graphviz's 'dot' at '/x/dot' was ended by signal 11; print --format dot to see the "
        + "graph it was given")
  }

  @Test func aDotThatPrintsSVGIsRead() throws {
    let (folder, _) = try Self.fakeDot("#!/bin/sh\ncat >/dev/null\necho '<svg/>'\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      GraphvizDot.svg(from: "digraph {}", environment: ["PATH": folder.path])
        == .success("<svg/>\n"))
  }

  @Test func theSVGADotPrintsKeepsNoControlCharacter() throws {
    let (folder, _) = try Self.fakeDot(
      "#!/bin/sh\nprintf '<svg>\\033]0;owned\\007\\033[2J\\302\\233x\\t\\n</svg>'\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = GraphvizDot.svg(from: "digraph {}", environment: ["PATH": folder.path])
    #expect(result == .success("<svg>]0;owned[2Jx\t\n</svg>"))
  }

  @Test func aLongMessageIsCutAndSaysHowMuchIsLeftOut() {
    let message = GraphvizDot.shortened(Data(String(repeating: "e", count: 2_500).utf8))
    #expect(message == String(repeating: "e", count: 2_000) + " … (500 more bytes)")
    #expect(GraphvizDot.shortened(Data("  short\n".utf8)) == "short")
  }

  @Test func aDirectoryCalledDotOnPathIsPassedOver() throws {
    let (folder, dot) = try Self.fakeDot("#!/bin/sh\necho '<svg/>'\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let shadow = folder.appendingPathComponent("shadow/dot", isDirectory: true)
    try FileManager.default.createDirectory(at: shadow, withIntermediateDirectories: true)
    let path = shadow.deletingLastPathComponent().path + ":" + folder.path
    #expect(GraphvizDot.executable(in: ["PATH": path]) == dot)
    #expect(
      GraphvizDot.svg(from: "digraph {}", environment: ["PATH": path]) == .success("<svg/>\n"))
  }
}
