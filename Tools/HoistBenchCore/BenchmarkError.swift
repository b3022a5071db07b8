import TerminalEscaping

/// Why `hoist-bench` refused its command line or could not run.
///
/// Every piece of input a message echoes (an argument, a path, a child's output) is escaped
/// with `TerminalText`, so a message is one line that a terminal shows as it is.
package enum BenchmarkError: Error, Equatable, CustomStringConvertible {
  /// An argument `hoist-bench` does not know.
  case unknownArgument(String)
  /// An option given without its value; `usage` shows the option with its value.
  case missingValue(option: String, usage: String)
  /// A flag given a value with `=`, such as `--json=yes`.
  case unexpectedValue(option: String)
  /// An option's value that looks like an option, such as `--write-corpus --json 5`.
  case optionAsValue(option: String, value: String)
  /// A `--only` list with an empty name in it, such as `router,,links`.
  case emptyScenarioName(list: String)
  /// A `--only` name that is not a scenario.
  case unknownScenario(String)
  /// A scenario named twice by `--only`.
  case repeatedScenario(String)
  /// An option given more than once, such as `--quick --quick` or `--only a --only b`.
  case repeatedOption(String)
  /// `--write-corpus DIR N` given with another argument.
  case writeCorpusNotAlone(String)
  /// The file count of `--write-corpus` that is not a whole number in range.
  case invalidFileCount(String)
  /// A folder path with control characters.
  case controlCharacters(option: String, value: String)
  /// A folder `--write-corpus` refuses to write in, and why.
  case corpusFolder(path: String, reason: String)
  /// Writing the corpus failed part way.
  case writeFailed(path: String, reason: String)
  /// The run's temporary folder cannot be made.
  case temporaryFolder(path: String, reason: String)
  /// Standard output cannot be written (a closed pipe, a full disk).
  case standardOutput(reason: String)
  /// An executable the scenario runs is not built.
  case missingExecutable(name: String, path: String, build: String)
  /// A spawned process failed.
  case processFailed(command: String, status: Int32, output: String)
  /// Setting up a scenario failed.
  case setup(String)

  /// Whether the command line (or the folder it names) is at fault: exit code 2, not 1.
  package var isUsage: Bool {
    switch self {
    case .unknownArgument, .missingValue, .unexpectedValue, .optionAsValue, .emptyScenarioName,
      .unknownScenario, .repeatedScenario, .repeatedOption, .writeCorpusNotAlone, .invalidFileCount,
      .controlCharacters, .corpusFolder:
      true
    case .writeFailed, .temporaryFolder, .standardOutput, .missingExecutable, .processFailed,
      .setup:
      false
    }
  }

  package var description: String {
    switch self {
    case .unknownArgument(let argument):
      "unknown argument '\(Self.quoted(argument))'"
    case .missingValue(let option, let usage):
      "\(option) needs a value: \(usage)"
    case .unexpectedValue(let option):
      "\(option) takes no value"
    case .optionAsValue(let option, let value):
      "\(option) got '\(Self.quoted(value))', which looks like an option; "
        + "for a folder of that name write ./\(Self.quoted(value))"
    case .emptyScenarioName(let list):
      "--only got '\(Self.quoted(list))', which has an empty name; the scenarios are "
        + Scenario.names.joined(separator: ", ")
    case .unknownScenario(let name):
      "unknown scenario '\(Self.quoted(name))'; the scenarios are "
        + Scenario.names.joined(separator: ", ")
    case .repeatedScenario(let name):
      "scenario '\(Self.quoted(name))' is named more than once; name it once"
    case .repeatedOption(let option):
      "option '\(option)' is given more than once; give it once"
    case .writeCorpusNotAlone(let argument):
      "--write-corpus DIR N is used alone, not with '\(Self.quoted(argument))'"
    case .invalidFileCount(let text):
      "--write-corpus got '\(Self.quoted(text))' files; expected a whole number from 1 to "
        + "\(BenchmarkOptions.maximumCorpusFiles)"
    case .controlCharacters(let option, let value):
      "\(option) got '\(Self.quoted(value))', which has control characters; name a folder without them"
    case .corpusFolder(let path, let reason):
      "cannot write the corpus in '\(Self.quoted(path))': \(reason)"
    case .writeFailed(let path, let reason):
      "writing the corpus in '\(Self.quoted(path))' failed: \(Self.quoted(reason)); "
        + "the files written so far are left there"
    case .temporaryFolder(let path, let reason):
      "cannot make a temporary folder in '\(Self.quoted(path))': \(Self.quoted(reason)); "
        + "set TMPDIR to a writable folder"
    case .standardOutput(let reason):
      "cannot write to standard output: \(Self.quoted(reason))"
    case .missingExecutable(let name, let path, let build):
      "'\(name)' is not built at \(Self.quoted(path)); build it in the same configuration as "
        + "hoist-bench first: \(build)"
    case .processFailed(let command, let status, let output):
      "\(Self.quoted(command)) exited with status \(status): \(Self.quoted(String(output.prefix(400))))"
    case .setup(let message): Self.quoted(message)
    }
  }

  /// Text from input, escaped for the terminal.
  private static func quoted(_ text: String) -> String {
    TerminalText.escaped(text)
  }
}
