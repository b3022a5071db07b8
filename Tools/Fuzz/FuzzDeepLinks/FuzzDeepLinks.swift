import AppShell
import Foundation
import FuzzSupport

// libFuzzer harness: each line of the input is a link opened in turn on one app (the sample
// app's `open(url)`, as the shell's `open` runs it), each screen rendered as text and as a
// JSON line; then the first link through the `hoist --fresh --json open URL` entry point, and
// the app's state saved and restored into a fresh app. Traps when a JSON line is not JSON, a
// saved state does not restore whole, or the exit code is not 0 or 1.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let links = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).map(
    String.init)
  MainActor.assumeIsolated { FuzzDeepLinks.run(links) }
  return 0
}

@MainActor
enum FuzzDeepLinks {
  static func run(_ links: [String]) {
    let app = FuzzApp.make()
    for link in links {
      let message: String?
      do {
        message = try app.open(link)
      } catch {
        _ = error.description
        continue
      }
      let frame = app.frame(message: message)
      _ = TextRenderer.render(frame)
      FuzzApp.requireJSONObject(JSONLineRenderer.render(frame), from: link)
    }
    FuzzApp.requireRoundTrip(app)
    // A link that starts with '-' is an option to `hoist`, not an operand.
    guard let first = links.first, !first.hasPrefix("-") else { return }
    let output = CapturedOutput()
    let status = HoistTool.run(
      arguments: ["--fresh", "--json", "open", first],
      input: HoistTool.Input(isTerminal: false, reader: LineReader(bytes: [])),
      output: output, environment: [:], migrationCost: FuzzApp.cost, sample: FuzzApp.sample)
    let blank = first.trimmingCharacters(in: .whitespaces).isEmpty
    guard status == 0 || status == 1 || (status == 2 && blank) else {
      fatalError("hoist open exited \(status) for \(first.debugDescription)")
    }
    for line in output.standardOutput.split(separator: "\n") {
      FuzzApp.requireJSONObject(String(line), from: first)
    }
  }
}
