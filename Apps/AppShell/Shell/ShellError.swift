/// Why a shell command failed; each message names the input and says what would work.
package enum ShellError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(command: String, usage: String)
  case badArgument(command: String, argument: String, usage: String)
  case unexpectedArgument(command: String, argument: String)
  case noSuchRow(number: Int, count: Int)
  case noSuchLabel(String)
  case ambiguousLabel(String, numbers: [Int])
  case notTappable(String)
  case noTextField(title: String)
  case unknownTab(String, known: [String])
  case noAlert
  case alertShowing(title: String)
  case badLink(String)
  case modalShowing(style: String, title: String)
  case rejected(String)
  case noSuchWindow(Int, open: [Int])
  case lastWindow(Int)
  /// `window new` when ``HoistApp/maximumWindows`` windows are open.
  case tooManyWindows(limit: Int)
  case unknownLayout(String)
  case compactLayout(command: String)
  case unknownColumn(String, known: [String])
  case modalCoversColumns(style: String, title: String)
  /// A command's argument is longer than its limit (a URL, typed text); `length` is its size
  /// in bytes.
  case tooLong(what: String, limit: Int, length: Int)
  /// An input line longer than ``LineReader/maximumLineLength`` bytes.
  case lineTooLong
  /// An input line whose bytes are not UTF-8.
  case notUTF8
  /// An interactive line with terminal escape sequences, such as arrow keys.
  case lineEditing

  package var description: String {
    switch self {
    case .unknownCommand(let word):
      "unknown command '\(word)'; commands: "
        + ShellCommand.Name.allCases.map(\.rawValue).joined(separator: ", ")
    case .missingArgument(let command, let usage):
      "'\(command)' needs an argument: \(usage)"
    case .badArgument(let command, let argument, let usage):
      "'\(command)' got '\(argument)'; expected \(usage)"
    case .unexpectedArgument(let command, let argument):
      "'\(command)' takes no argument, got '\(argument)'"
    case .noSuchRow(let number, let count):
      count == 0
        ? "no row \(number): this screen has nothing to tap"
        : count == 1
          ? "no row \(number): this screen has one row, number 1"
          : "no row \(number): this screen has rows 1 to \(count)"
    case .noSuchLabel(let label):
      "no row or action labelled '\(label)' on this screen"
    case .ambiguousLabel(let label, let numbers):
      "'\(label)' matches rows \(numbers.map(String.init).joined(separator: ", ")); tap a number"
    case .notTappable(let label):
      "'\(label)' is not tappable"
    case .noTextField(let title):
      "'\(title)' has no text field to type into"
    case .unknownTab(let name, let known):
      "unknown tab '\(name)'; tabs: \(known.joined(separator: ", "))"
    case .noAlert:
      "no alert is showing (a sheet or cover closes with dismiss)"
    case .alertShowing(let title):
      "the alert '\(title)' is showing: confirm or cancel it first"
    case .badLink(let reason):
      reason
    case .modalShowing(let style, let title):
      "the \(style) '\(title)' covers the tab bar: dismiss it first"
    case .rejected(let reason):
      reason
    case .noSuchWindow(let number, let open):
      "no window \(number); open windows: \(open.map(String.init).joined(separator: ", "))"
    case .lastWindow(let number):
      "window \(number) is the last window; open another before closing it"
    case .tooManyWindows(let limit):
      "\(limit) windows are open, the most hoist allows; close one with 'window close N' first"
    case .unknownLayout(let name):
      "unknown layout '\(name)'; layouts: compact, regular"
    case .compactLayout(let command):
      "'\(command)' picks a column of the regular layout; this is compact: "
        + "'layout regular' first, or tap the screen on top"
    case .modalCoversColumns(let style, let title):
      "the \(style) '\(title)' covers the columns: dismiss it first"
    case .unknownColumn(let name, let known):
      known.count == 1
        ? "no column '\(name)'; the only column is \(known[0]) (or its number, 1)"
        : "no column '\(name)'; the columns are \(known.joined(separator: ", ")) "
          + "(or their numbers 1 to \(known.count))"
    case .tooLong(let what, let limit, let length):
      "\(what) (\(length) bytes) is longer than \(limit) bytes; shorten it"
    case .lineTooLong:
      "the line is longer than \(LineReader.maximumLineLength) bytes (64 KiB), the longest line "
        + "hoist reads"
    case .notUTF8:
      "the line is not UTF-8 text"
    case .lineEditing:
      "hoist reads plain lines and has no line editing (arrow keys, history); for that, run it "
        + "under a wrapper: rlwrap hoist"
    }
  }
}
