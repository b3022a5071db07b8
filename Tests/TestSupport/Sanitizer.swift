import Foundation

/// The sanitizer the test run is built with, as `.ci/run` names it in `HOIST_SANITIZER`
/// (`address` or `thread`); `nil` for a plain build.
///
/// A test whose premise a sanitizer's runtime breaks is disabled under that sanitizer with
/// the reason, through ``underThreadSanitizer``, instead of being left out by name in
/// `.ci/run`.
package enum Sanitizer {
  /// The value of `HOIST_SANITIZER`, if set.
  package static var current: String? {
    ProcessInfo.processInfo.environment["HOIST_SANITIZER"]
  }

  /// Whether the run is under ThreadSanitizer: its runtime writes to files of its own and
  /// dies at a file-size limit (`ulimit -f`) before the process under test reaches it, so a
  /// test of what a limit does proves nothing there.
  package static var underThreadSanitizer: Bool { current == "thread" }
}
