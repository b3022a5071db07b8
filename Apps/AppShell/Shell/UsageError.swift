/// A `hoist` command line that does not fit the grammar; the shell exits with code 2.
package enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, expected: String)
  case unknownCommand(String)
  case missingOperand(command: String, usage: String)
  case extraOperand(String)
  case optionOfAnotherCommand(option: String, command: String)
  /// `--fresh` with a `state` command: there is no saved state to read or write.
  case freshWithState(command: String)
  /// A command such as `links aasa` given without an option it cannot do without.
  case missingOption(option: String, command: String, usage: String)
  /// An unknown word after a command that has commands of its own (`links`, `state`).
  case unknownSubcommand(command: String, subcommand: String, known: [String])
  /// A number beyond `most` (`Int.max` unless the option has a smaller limit, such as
  /// `--window`'s 16 windows).
  case numberTooLarge(option: String, value: String, least: Int, most: Int = Int.max)
  case repeatedOption(String)
  /// Two options of which one would be ignored, such as `--fresh` (no saved state) with
  /// `--data-dir DIR`.
  case conflictingOptions(String, String)
  case unexpectedValue(option: String)

  package var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)'"
    case .missingValue(let option): "option '\(option)' needs a value"
    case .invalidValue(let option, let value, let expected):
      "option '\(option)' got '\(value)'; expected \(expected)"
    case .unknownCommand(let command):
      "unknown command '\(command)'; commands: "
        + HoistInvocation.Command.allCases.map(\.rawValue).joined(separator: ", ")
    case .missingOperand(let command, let usage): "'\(command)' needs an operand: \(usage)"
    case .extraOperand(let extra): "unexpected operand '\(extra)'"
    case .optionOfAnotherCommand(let option, let command):
      "option '\(option)' belongs to '\(command)': hoist \(command) \(option) ..."
    case .freshWithState(let command):
      "'\(command)' works on the saved state, and --fresh reads and writes none; drop --fresh (or pass --data-dir DIR)"
    case .missingOption(let option, let command, let usage):
      "'\(command)' requires the option \(option): hoist \(usage)"
    case .unknownSubcommand(let command, let subcommand, let known):
      "unknown command '\(command) \(subcommand)'; '\(command)' commands: "
        + known.joined(separator: ", ")
    case .numberTooLarge(let option, let value, let least, let most):
      "option '\(option)' got '\(value)', which is too large; expected a whole number from "
        + "\(least) to \(most)"
    case .repeatedOption(let option):
      "option '\(option)' is given more than once; give it once"
    case .conflictingOptions(let first, let second):
      "options '\(first)' and '\(second)' cannot be given together (one would be ignored); "
        + "give one of them"
    case .unexpectedValue(let option):
      "option '\(option)' takes no value"
    }
  }
}
