import AppShell
import FuzzSupport

// libFuzzer harness: the input is a whole script for `hoist --fresh --keep-going`, read from
// standard input as the executable reads it, in memory (`--fresh` reads and writes no state).
// It runs twice: as text in the compact layout, and as JSON lines in the regular layout.
// Traps when the exit code is not 0 or 1, or a JSON-mode line is not one JSON object.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShell(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  MainActor.assumeIsolated {
    FuzzShell.run(text, options: [])
    FuzzShell.run(text, options: ["--json", "--layout", "regular"])
  }
  return 0
}

@MainActor
enum FuzzShell {
  static func run(_ script: String, options: [String]) {
    let output = CapturedOutput()
    let status = HoistTool.run(
      arguments: ["--fresh", "--keep-going"] + options,
      input: HoistTool.Input(isTerminal: false, reader: LineReader(bytes: Array(script.utf8))),
      output: output, environment: [:], migrationCost: FuzzApp.cost, sample: FuzzApp.sample)
    guard status == 0 || status == 1 else {
      fatalError("hoist exited \(status) for \(script.debugDescription)")
    }
    guard options.contains("--json") else { return }
    for line in output.standardOutput.split(separator: "\n") {
      FuzzApp.requireJSONObject(String(line), from: script)
    }
  }
}
