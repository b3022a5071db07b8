/// What a lint run found.
package struct LintOutcome: Sendable {
  /// Findings sorted by file, line, column and rule id.
  package var findings: [Finding]
  /// Displayed paths of the files linted.
  package var files: [String]
  /// Displayed paths of the files `--fix` rewrote.
  package var fixedFiles: [String]
  /// Displayed paths of the files `--fix` would have rewritten but did not: symbolic links to
  /// files outside the folders being linted.
  package var skippedFixes: [String] = []
}
