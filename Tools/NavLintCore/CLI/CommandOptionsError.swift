/// A lint command line that ``CommandOptions`` refuses; navlint reports it as
/// ``NavLintError/usage(_:)`` and exits 2.
///
/// Each case keeps the argument as typed; ``description`` quotes it, and the report escapes
/// it (``NavLintError/escapedDescription``).
package enum CommandOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option given without its value (none follows, or the value is empty).
  case missingValue(option: String)
  /// `--reporter NAME[:FILE]` with an unknown name.
  case unknownReporter(name: String)
  /// `--reporter NAME:` with nothing after the colon.
  case emptyReportFile(spec: String)
  /// `--jobs`/`-j` with a value that is not a whole number of 1 or more.
  case invalidJobs(option: String, value: String)
  /// `--jobs`/`-j` with a whole number too large for an `Int`.
  case jobsTooLarge(option: String, value: String)
  /// `--since` with a value that looks like an option.
  case optionLikeRevision(String)
  /// An argument that starts with `-` and is no option navlint knows.
  case unknownOption(String)
  /// An option other than `--reporter` given twice (the second would replace the first).
  case repeatedOption(String)
  /// Two options of which one would be ignored, such as `--no-cache` with `--cache-path`.
  case conflictingOptions(String, String)
  /// `--version` or `--help` with paths, which it would ignore.
  case operandWith(option: String, operand: String)

  package var description: String {
    switch self {
    case .missingValue(let option): "\(option) needs a value"
    case .unknownReporter(let name):
      "unknown reporter '\(name)'; use one of "
        + ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")
    case .emptyReportFile(let spec): "--reporter '\(spec)': the file name is empty"
    case .invalidJobs(let option, let value): "\(option) needs a positive number, not '\(value)'"
    case .jobsTooLarge(let option, let value):
      "\(option) got '\(value)', which is too large; expected a whole number from 1 to \(Int.max)"
    case .optionLikeRevision(let revision):
      "--since needs a git revision, not the option-like '\(revision)'"
    case .unknownOption(let option): "unknown option '\(option)'"
    case .repeatedOption(let option): "option '\(option)' is given more than once; give it once"
    case .conflictingOptions(let first, let second):
      "options '\(first)' and '\(second)' cannot be given together (one would be ignored); give one"
    case .operandWith(let option, let operand):
      "\(option) takes no path, but '\(operand)' was given"
    }
  }
}
