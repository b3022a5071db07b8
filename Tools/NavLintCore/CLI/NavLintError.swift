import TerminalEscaping

/// A usage, configuration or I/O problem: navlint prints it and exits 2.
public enum NavLintError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A bad command line.
  case usage(String)
  /// A path that does not exist.
  case pathNotFound(String)
  /// A file that cannot be read or written.
  case io(path: String, reason: String)
  /// A bad `.navlint.json`.
  case configuration(ConfigurationError)
  /// `git` failed for `--since`.
  case git(String)

  /// The message with every echoed piece of input escaped (``TerminalText``): one line
  /// per message, plus the usage hint.
  public var escapedDescription: String {
    switch self {
    case .usage(let message):
      "\(TerminalText.escaped(message))\nRun 'navlint --help' for usage."
    default: TerminalText.escaped(description)
    }
  }

  public var description: String {
    switch self {
    case .usage(let message): "\(message)\nRun 'navlint --help' for usage."
    case .pathNotFound(let path): "\(path): no such file or directory"
    case .io(let path, let reason): "\(path): \(reason)"
    case .configuration(let error): error.description
    case .git(let message): message
    }
  }
}
