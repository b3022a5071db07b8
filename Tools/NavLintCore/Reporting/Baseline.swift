import Foundation

/// Findings accepted earlier (`--write-baseline`), hidden from later runs (`--baseline`).
///
/// Keyed on rule id, file and the trimmed text of the finding's line plus an occurrence
/// index, so a finding stays baselined when lines above it move.
public struct Baseline: Hashable, Codable, Sendable {
  /// The file format version.
  public var version: Int
  /// The accepted findings, sorted.
  public var entries: [BaselineEntry]

  /// A baseline accepting findings.
  ///
  /// - Parameter findings: The findings to accept.
  public init(findings: [Finding]) {
    self.version = 1
    self.entries = Self.keyed(findings.filter { $0.ruleID != "parse-error" }).map(\.entry).sorted()
  }

  /// Splits findings into new ones and baselined ones.
  ///
  /// - Parameter findings: Findings of this run, sorted.
  /// - Returns: The findings not in the baseline, and baseline entries that no longer occur.
  public func filter(_ findings: [Finding]) -> (remaining: [Finding], resolved: [BaselineEntry]) {
    let accepted = Set(entries)
    let keyed = Self.keyed(findings)
    // A file that does not parse is never baselined.
    let remaining = keyed.filter {
      $0.finding.ruleID == "parse-error" || !accepted.contains($0.entry)
    }
    .map(\.finding)
    let seen = Set(keyed.map(\.entry))
    return (remaining, entries.filter { !seen.contains($0) })
  }

  /// Reads a baseline file.
  ///
  /// - Parameter path: The file.
  /// - Returns: The baseline.
  /// - Throws: ``NavLintError/io(path:reason:)`` when unreadable or not a baseline.
  public static func load(path: String) throws(NavLintError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path: path, reason: "cannot read the baseline")
    }
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw .io(
        path: path, reason: "not a navlint baseline (expected {\"version\":1,\"entries\":[...]})")
    }
    guard baseline.version == 1 else {
      throw .io(
        path: path,
        reason: "unsupported baseline version \(baseline.version); this navlint reads version 1")
    }
    if let unknown = baseline.entries.first(where: {
      RuleRegistry.documentation(for: $0.ruleID) == nil
    }) {
      throw .io(
        path: path,
        reason: "unknown rule id '\(unknown.ruleID)'; run 'navlint rules' for the list")
    }
    return baseline
  }

  /// Writes this baseline as sorted, indented JSON.
  ///
  /// - Parameters:
  ///   - path: The file's absolute path; a symbolic link there is refused, never written
  ///     through.
  ///   - displayPath: The path errors name (`path` when `nil`).
  /// - Throws: ``NavLintError/io(path:reason:)`` when it cannot be written.
  public func write(path: String, displayPath: String? = nil) throws(NavLintError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      throw .io(path: path, reason: "cannot encode the baseline")
    }
    try FileWriter.write(
      data + Data("\n".utf8), to: path, displayPath: displayPath ?? path, followingLinks: false)
  }

  private static func keyed(_ findings: [Finding]) -> [(entry: BaselineEntry, finding: Finding)] {
    var counts: [BaselineEntry: Int] = [:]
    return findings.map { finding in
      var entry = BaselineEntry(
        ruleID: finding.ruleID,
        file: finding.location.file,
        lineText: finding.lineText.trimmingCharacters(in: .whitespaces),
        occurrence: 0
      )
      let count = counts[entry, default: 0]
      counts[entry] = count + 1
      entry.occurrence = count
      return (entry, finding)
    }
  }
}
