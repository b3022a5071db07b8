import SwiftSyntax

/// The suppression regions of one file, and which of them were used.
struct Suppressions {
  private struct Region {
    var commandIndex: Int
    var ruleIDs: [String]
    var range: Range<Int>
    /// Ids an `all` region no longer covers (`enable <id>` inside `disable all`).
    var excluded: Set<String> = []
  }

  private let file: SourceFile
  private let commands: [SuppressionCommand]
  private var regions: [Region] = []
  /// Per command, the ids that suppressed at least one finding.
  private var used: [Set<String>]

  /// Reads every command of a file.
  ///
  /// - Parameter file: The parsed file.
  init(file: SourceFile) {
    self.file = file
    // Every command holds `navlint:`: a file without it (most files) skips the token walk.
    let found = Self.mayHoldCommands(file.text) ? SuppressionCommand.all(in: file.tree) : []
    self.commands = found.map(\.command)
    self.used = Array(repeating: [], count: found.count)
    var open: [String: (index: Int, start: Int, excluded: Set<String>)] = [:]
    let endOfFile = file.tree.endPosition.utf8Offset
    for (index, (command, nextToken)) in found.enumerated() {
      switch command.action {
      case .disableThis:
        let line = file.location(of: AbsolutePosition(utf8Offset: command.offset)).line
        regions.append(
          Region(
            commandIndex: index, ruleIDs: command.ruleIDs, range: Self.lineRange(line, in: file)))
      case .disableNext:
        let range = nextToken.map(Self.statementRange(startingAt:)) ?? (endOfFile..<endOfFile)
        regions.append(Region(commandIndex: index, ruleIDs: command.ruleIDs, range: range))
      case .disable:
        for id in command.ruleIDs { open[id] = (index, command.offset, []) }
      case .enable:
        for id in command.ruleIDs {
          let closing = id == "all" ? open.keys.sorted() : [id, "all"]
          for key in closing {
            guard let start = open.removeValue(forKey: key) else { continue }
            regions.append(
              Region(
                commandIndex: start.index,
                ruleIDs: [key],
                range: start.start..<command.offset,
                excluded: start.excluded
              )
            )
            // `enable <id>` inside `disable all`: `all` goes on for every other rule.
            if key == "all" && id != "all" {
              open["all"] = (start.index, command.offset, start.excluded.union([id]))
            }
          }
        }
      }
    }
    for (id, start) in open.sorted(by: { $0.key < $1.key }) {
      regions.append(
        Region(
          commandIndex: start.index,
          ruleIDs: [id],
          range: start.start..<endOfFile,
          excluded: start.excluded
        )
      )
    }
  }

  /// Whether a text contains `navlint:`, which every suppression command holds.
  private static func mayHoldCommands(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let needle = Array("navlint:".utf8)
      guard bytes.count >= needle.count else { return false }
      var start = 0
      while start <= bytes.count - needle.count {
        if bytes[start] == needle[0] {
          var matched = 1
          while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
          if matched == needle.count { return true }
        }
        start += 1
      }
      return false
    }
  }

  /// Whether a finding is suppressed; records the suppression as used.
  ///
  /// - Parameter finding: A finding of this file.
  /// - Returns: `true` when a command silences it.
  mutating func suppresses(_ finding: Finding) -> Bool {
    var suppressed = false
    for region in regions where region.range.contains(finding.location.offset) {
      for id in region.ruleIDs
      where id == finding.ruleID || (id == "all" && !region.excluded.contains(finding.ruleID)) {
        used[region.commandIndex].insert(id)
        suppressed = true
      }
    }
    return suppressed
  }

  /// Findings for commands (or ids in them) that suppressed nothing.
  ///
  /// - Parameters:
  ///   - enabledRuleIDs: Ids of rules enabled for this file; commands for other ids are not
  ///     judged, except unknown ids, which are always reported.
  ///   - knownRuleIDs: Every id navlint knows.
  ///   - severity: The severity of `unused-suppression`.
  /// - Returns: One finding per unused id, at the comment.
  func unusedFindings(enabledRuleIDs: Set<String>, knownRuleIDs: Set<String>, severity: Severity)
    -> [Finding]
  {
    var findings: [Finding] = []
    for (index, command) in commands.enumerated() where command.action != .enable {
      let location = file.location(of: AbsolutePosition(utf8Offset: command.offset))
      func report(_ message: String) {
        findings.append(
          Finding(
            ruleID: "unused-suppression",
            severity: severity,
            message: message,
            location: location,
            lineText: file.lineText(location.line)
          )
        )
      }
      if command.ruleIDs.isEmpty {
        report("'navlint:\(command.action.rawValue)' names no rule; add a rule id or 'all'")
        continue
      }
      for id in command.ruleIDs where !used[index].contains(id) {
        if id == "parse-error" {
          report(
            "'navlint:\(command.action.rawValue) parse-error' has no effect: a file that does "
              + "not parse is always reported; fix the syntax instead")
        } else if id != "all" && !knownRuleIDs.contains(id) {
          report("'navlint:\(command.action.rawValue) \(id)' names an unknown rule id '\(id)'")
        } else if id == "all" || enabledRuleIDs.contains(id) {
          report("'navlint:\(command.action.rawValue) \(id)' suppresses nothing; remove it")
        }
      }
    }
    return findings
  }

  private static func lineRange(_ line: Int, in file: SourceFile) -> Range<Int> {
    let start = file.converter.position(ofLine: line, column: 1).utf8Offset
    let next = file.converter.position(ofLine: line + 1, column: 1).utf8Offset
    return start..<max(next, start + 1)
  }

  /// The range of the outermost statement, declaration or expression that begins with
  /// `token`, so a suppression covers a whole multi-line modifier chain.
  ///
  /// - Complexity: O(d) for the depth d of the token.
  private static func statementRange(startingAt token: TokenSyntax) -> Range<Int> {
    var node = Syntax(token)
    var current = node
    // Climb through collections too (an attribute list starts a declaration), but end the
    // range at the outermost node that is not a collection.
    // A parent starts with `token` exactly when it starts at the token's position (tokens
    // before it would move the start); comparing positions keeps the climb linear.
    while let parent = current.parent,
      parent.position == token.position,
      !parent.is(SourceFileSyntax.self)
    {
      current = parent
      if !current.kind.isSyntaxCollection { node = current }
    }
    return token.positionAfterSkippingLeadingTrivia
      .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
