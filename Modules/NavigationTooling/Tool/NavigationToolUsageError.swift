import TerminalEscaping

/// A command line that ``NavigationToolCommand/parse(_:)`` refuses; the tool prints the
/// message and exits with status 2.
///
/// Each message names the argument as typed, escaped for the terminal.
public enum NavigationToolUsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No command was given.
  case missingCommand
  /// The first word is not `graph`, `links` or `help`.
  case unknownCommand(String)
  /// A word after `links` that is not `check` or `aasa`, or nothing after it.
  case unknownSubcommand(command: String, subcommand: String?)
  /// An option the command does not take.
  case unknownOption(String, command: String)
  /// An option that takes a value was last, or followed by another option.
  case missingValue(option: String)
  /// An option's value is not one it takes; `expected` says what it takes.
  case invalidValue(option: String, value: String, expected: String)
  /// An option that may be given once was given again.
  case repeatedOption(String)
  /// `--option=value` of an option that takes no value.
  case unexpectedValue(option: String)
  /// An operand the command does not take.
  case extraOperand(String, command: String)
  /// The command needs an operand; `usage` shows how to give it.
  case missingOperand(command: String, usage: String)
  /// The command needs an option; `usage` shows how to give it.
  case missingOption(option: String, command: String, usage: String)
  /// `links check` was given both URLs and `-` (standard input).
  case urlsAndStandardInput

  public var description: String {
    switch self {
    case .missingCommand:
      "no command given; commands: " + NavigationToolCommand.names.joined(separator: ", ")
    case .unknownCommand(let command):
      "unknown command '\(shown(command))'; commands: "
        + NavigationToolCommand.names.joined(separator: ", ")
    case .unknownSubcommand(let command, let subcommand?):
      "unknown command '\(command) \(shown(subcommand))'; '\(command)' commands: check, aasa"
    case .unknownSubcommand(let command, nil):
      "'\(command)' needs a command: check or aasa"
    case .unknownOption(let option, let command):
      "unknown option '\(shown(option))' for '\(command)'"
    case .missingValue(let option): "option '\(option)' needs a value"
    case .invalidValue(let option, let value, let expected):
      "option '\(option)' got '\(shown(value))'; expected \(expected)"
    case .repeatedOption(let option): "option '\(option)' is given more than once; give it once"
    case .unexpectedValue(let option): "option '\(option)' takes no value"
    case .extraOperand(let operand, let command):
      "unexpected operand '\(shown(operand))' for '\(command)'"
    case .missingOperand(let command, let usage): "'\(command)' needs an operand: \(usage)"
    case .missingOption(let option, let command, let usage):
      "'\(command)' requires the option \(option): \(usage)"
    case .urlsAndStandardInput:
      "'links check' reads the URLs given as arguments or, with '-', standard input; not both"
    }
  }

  private func shown(_ text: String) -> String { TerminalText.escaped(text) }
}
