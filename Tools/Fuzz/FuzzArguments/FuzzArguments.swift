import AppShell
import HoistBenchCore
import NavLintCore
import TerminalEscaping

// libFuzzer harness: the input is a command line, its arguments separated by NUL bytes (an
// argument can hold any other byte; bytes that are not UTF-8 are repaired as CommandLine
// repairs them). The same arguments go through the pure parsers of `hoist`
// (HoistInvocation.parse), navlint (CommandOptions) and `hoist-bench` (BenchmarkOptions.parse);
// nothing is run, read or written. Traps when a parser traps, when parsing the same
// arguments twice differs, or when a refusal does not quote the argument at fault as typed
// (escaped as the error is printed) or prints anything a terminal would act on.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16).map {
    String(decoding: $0, as: UTF8.self)
  }
  FuzzArguments.hoist(arguments)
  FuzzArguments.navlint(arguments)
  FuzzArguments.bench(arguments)
  return 0
}

enum FuzzArguments {
  // MARK: - hoist

  static func hoist(_ arguments: [String]) {
    let first: HoistInvocation
    do {
      first = try HoistInvocation.parse(arguments)
    } catch {
      check(error, arguments)
      return
    }
    guard (try? HoistInvocation.parse(arguments)) == first else {
      fail("hoist parsed the same arguments differently", arguments)
    }
  }

  static func check(_ error: UsageError, _ arguments: [String]) {
    let line = TerminalText.escaped(error.description)
    requirePrintable(line, "hoist", arguments)
    // What the message must quote, and which of those the user typed (not an option name).
    let quoted: [String]
    let typed: [String]
    switch error {
    case .unknownOption(let option): (quoted, typed) = ([option], [option])
    case .missingValue(let option): (quoted, typed) = ([option], [option])
    case .invalidValue(let option, let value, _): (quoted, typed) = ([option, value], [value])
    case .unknownCommand(let command): (quoted, typed) = ([command], [command])
    case .missingOperand(let command, _): (quoted, typed) = ([command], [])
    case .extraOperand(let extra):
      guard arguments.contains(where: { extra == $0 || extra.utf8.starts(with: ($0 + " ").utf8) })
      else {
        fail("hoist quoted operands that are not arguments: \(extra.debugDescription)", arguments)
      }
      (quoted, typed) = ([extra], [])
    case .optionOfAnotherCommand(let option, let command):
      (quoted, typed) = ([option, command], [])
    case .freshWithState(let command): (quoted, typed) = ([command], [])
    case .missingOption(_, let command, _): (quoted, typed) = ([command], [])
    case .unknownSubcommand(let command, let subcommand, _):
      (quoted, typed) = (["\(command) \(subcommand)"], [subcommand])
    case .numberTooLarge(let option, let value, _, _): (quoted, typed) = ([option, value], [value])
    case .repeatedOption(let option): (quoted, typed) = ([option], [option])
    case .unexpectedValue(let option): (quoted, typed) = ([option], [option])
    case .conflictingOptions(let first, let second):
      (quoted, typed) = ([first, second], [])
    }
    requireQuoted(quoted, in: line, escape: TerminalText.escaped, "hoist", arguments)
    requireTyped(typed, arguments, separator: "=", "hoist")
  }

  // MARK: - navlint

  static func navlint(_ arguments: [String]) {
    let options: CommandOptions
    do {
      options = try CommandOptions(arguments[...])
    } catch {
      check(error, arguments)
      return
    }
    for path in options.paths where !arguments.contains(path) {
      fail("navlint took a path nobody typed: \(path.debugDescription)", arguments)
    }
    guard !options.reporters.isEmpty, options.jobs.map({ $0 >= 1 }) ?? true else {
      fail("navlint accepted no reporter or a job count below 1", arguments)
    }
  }

  static func check(_ error: CommandOptionsError, _ arguments: [String]) {
    let report = NavLintError.usage(error.description).escapedDescription
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 2, lines[1] == "Run 'navlint --help' for usage." else {
      fail("navlint's refusal is not one line and the hint: \(report.debugDescription)", arguments)
    }
    let line = String(lines[0])
    requirePrintable(line, "navlint", arguments)
    let options = [
      "--reporter", "--baseline", "--write-baseline", "--jobs", "-j", "--cache-path", "--since",
    ]
    switch error {
    case .missingValue(let option):
      guard options.contains(option), arguments.contains(option) else {
        fail("navlint said \(option.debugDescription) needs a value", arguments)
      }
    case .unknownReporter(let name):
      requireQuoted([name], in: line, escape: TerminalText.escaped, "navlint", arguments)
      requireTyped([name], arguments, separator: ":", "navlint")
    case .emptyReportFile(let spec), .optionLikeRevision(let spec), .unknownOption(let spec):
      requireQuoted([spec], in: line, escape: TerminalText.escaped, "navlint", arguments)
      requireTyped([spec], arguments, separator: nil, "navlint")
    case .repeatedOption(let option):
      requireQuoted([option], in: line, escape: TerminalText.escaped, "navlint", arguments)
    case .conflictingOptions(let first, let second):
      requireQuoted([first, second], in: line, escape: TerminalText.escaped, "navlint", arguments)
    case .operandWith(let option, let operand):
      requireQuoted(
        [option, operand], in: line, escape: TerminalText.escaped, "navlint", arguments)
    case .invalidJobs(let option, let value), .jobsTooLarge(let option, let value):
      guard option == "--jobs" || option == "-j", arguments.contains(option) else {
        fail("navlint named the job option \(option.debugDescription)", arguments)
      }
      requireQuoted([value], in: line, escape: TerminalText.escaped, "navlint", arguments)
      requireTyped([value], arguments, separator: nil, "navlint")
    }
  }

  // MARK: - hoist-bench

  static func bench(_ arguments: [String]) {
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments)
    } catch {
      guard error.isUsage else { fail("hoist-bench refused with \(error)", arguments) }
      requirePrintable(error.description, "hoist-bench", arguments)
      return
    }
    guard Set(options.only).count == options.only.count else {
      fail("hoist-bench accepted a scenario twice", arguments)
    }
    if let request = options.writeCorpus {
      guard (1...BenchmarkOptions.maximumCorpusFiles).contains(request.files), arguments.count == 3
      else {
        fail("hoist-bench accepted a corpus of \(request.files) files", arguments)
      }
    }
  }

  // MARK: - Checks

  /// A printed line holds nothing a terminal acts on.
  static func requirePrintable(_ line: String, _ tool: String, _ arguments: [String]) {
    if line.unicodeScalars.contains(where: TerminalText.needsEscape) {
      fail("\(tool) would print a control character: \(line.debugDescription)", arguments)
    }
  }

  /// Each text appears in the line between single quotes, escaped. Compared as UTF-8 bytes:
  /// a quote and a combining mark after it are one Character, which String search would miss.
  static func requireQuoted(
    _ texts: [String], in line: String, escape: (String) -> String, _ tool: String,
    _ arguments: [String]
  ) {
    let haystack = Array(line.utf8)
    for text in texts {
      let needle = Array(("'" + escape(text) + "'").utf8)
      let found =
        needle.count <= haystack.count
        && (0...(haystack.count - needle.count)).contains {
          haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
      if !found {
        fail(
          "\(tool)'s refusal does not quote \(text.debugDescription): \(line.debugDescription)",
          arguments)
      }
    }
  }

  /// Each text is an argument as typed, or a part of one before or after `separator`
  /// (`--option=value`, `NAME:FILE`).
  static func requireTyped(
    _ texts: [String], _ arguments: [String], separator: Character?, _ tool: String
  ) {
    var pieces = Set(arguments)
    if let separator {
      for argument in arguments {
        guard let index = argument.firstIndex(of: separator) else { continue }
        pieces.insert(String(argument[..<index]))
        pieces.insert(String(argument[argument.index(after: index)...]))
      }
    }
    for text in texts where !pieces.contains(text) {
      fail("\(tool) quoted \(text.debugDescription), which was not typed", arguments)
    }
  }

  static func fail(_ message: String, _ arguments: [String]) -> Never {
    fatalError("\(message) (arguments: \(arguments.debugDescription))")
  }
}
