import Foundation

/// Golden-file checks for transcript tests: compare text with a file in the source tree, or
/// rewrite the file in record mode, and say how they differ line by line.
///
/// Record mode is on when the environment variable ``recordVariable`` is `1`
/// (`HOIST_RECORD=1 swift test --filter TranscriptTests`); it rewrites every checked file
/// with what the test produced, then the test fails so that nobody records by accident.
package enum GoldenFile {
  /// The environment variable that turns record mode on.
  package static let recordVariable = "HOIST_RECORD"

  /// Whether record mode is on.
  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// Checks text against a golden file.
  ///
  /// - Parameters:
  ///   - actual: What the test produced.
  ///   - url: The golden file in the source tree; a missing file reads as empty text, and
  ///     recording empty text removes it.
  /// - Returns: `nil` when the text equals the file; otherwise a message with a line diff
  ///   (or, in record mode, a message saying the file was rewritten).
  package static func check(_ actual: String, against url: URL) -> String? {
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    guard actual != expected else { return nil }
    if isRecording {
      do {
        if actual.isEmpty {
          try FileManager.default.removeItem(at: url)
        } else {
          try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return "recorded \(url.lastPathComponent); run again without \(recordVariable) to check it"
      } catch {
        return "cannot record \(url.path): \(error)"
      }
    }
    return
      "\(url.lastPathComponent) differs (- expected, + actual; \(recordVariable)=1 rewrites it):\n"
      + lineDiff(expected: expected, actual: actual)
  }

  /// The lines that differ between two texts, with up to two lines of context around each
  /// change, in a unified-diff style (`-` expected, `+` actual, ` ` both).
  ///
  /// - Parameters:
  ///   - expected: The recorded text.
  ///   - actual: The produced text.
  /// - Returns: The diff; empty when the texts are equal.
  /// - Complexity: O(*n* × *m*) in the two line counts (a longest common subsequence).
  package static func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append((" ", old[i]))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
        lines.append(("+", new[j]))
        j += 1
      } else {
        lines.append(("-", old[i]))
        i += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].mark != " " }
    var shown: [String] = []
    var last = -1
    for index in changed {
      let start = max(index - 2, last + 1)
      let end = min(index + 2, lines.count - 1)
      guard start <= end else { continue }
      if start > last + 1, !shown.isEmpty { shown.append("…") }
      for k in start...end {
        shown.append("\(lines[k].mark)\(lines[k].text)")
      }
      last = end
    }
    return shown.joined(separator: "\n")
  }
}
