import Foundation
import NavigationCore
import NavigationTooling

extension HoistInvocation {
  /// The layouts `--layout` accepts.
  package static let layouts = ["compact", "regular"]

  /// Parses the arguments after the executable's name.
  ///
  /// - Parameter arguments: The arguments, such as `["--json", "open", "mangareader://series/op"]`.
  /// - Returns: The invocation.
  /// - Throws: ``UsageError`` naming the argument that does not fit.
  package static func parse(_ arguments: [String]) throws(UsageError) -> HoistInvocation {
    let arguments = try splitInlineValues(arguments)
    var invocation = HoistInvocation()
    var words: [String] = []
    var index = 0
    // The first option of `graph` given, to refuse it with any other command.
    var graphOption: String?
    // Options with a value given so far: each may be given once.
    var given: Set<String> = []
    func value(for option: String) throws(UsageError) -> String {
      guard given.insert(option).inserted else { throw .repeatedOption(option) }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty
      else {
        throw .missingValue(option: option)
      }
      return arguments[index]
    }
    // `--help` or `--version`: what is asked for once the rest of the line parsed.
    var asked: Action?
    func flag(_ option: String) throws(UsageError) {
      guard given.insert(option).inserted else { throw .repeatedOption(option) }
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--data-dir": invocation.dataDirectory = try value(for: argument)
      case "--json":
        try flag(argument)
        invocation.json = true
      case "--fresh":
        try flag(argument)
        invocation.fresh = true
      case "--keep-going":
        try flag(argument)
        invocation.keepGoing = true
      case "--events":
        try flag(argument)
        invocation.events = true
      case "--layout":
        // Any case, like the shell's `layout` command.
        let typed = try value(for: argument)
        let layout = typed.lowercased()
        guard layouts.contains(layout) else {
          // The value as typed: a lowered copy is not what the user wrote.
          throw .invalidValue(
            option: argument, value: typed, expected: layouts.joined(separator: "|"))
        }
        invocation.layout = layout
      case "--format":
        let format = try value(for: argument)
        guard let parsed = GraphRenderer.Format(rawValue: format) else {
          throw .invalidValue(
            option: argument, value: format,
            expected: GraphRenderer.Format.allCases.map(\.rawValue).joined(separator: "|"))
        }
        invocation.graph.format = parsed
        graphOption = graphOption ?? argument
      case "--depth", "--max-screens":
        let text = try value(for: argument)
        let least = argument == "--depth" ? 0 : 1
        guard let number = Int(text), number >= least else {
          if Int(text) == nil, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw .numberTooLarge(option: argument, value: text, least: least)
          }
          throw .invalidValue(
            option: argument, value: text, expected: "a whole number, \(least) or more")
        }
        if argument == "--depth" {
          invocation.graph.depth = number
        } else {
          invocation.graph.maxScreens = number
        }
        graphOption = graphOption ?? argument
      case "--update-readme":
        // Both `graph` and `links table` rewrite a README block; checked after the command.
        let readme = try value(for: argument)
        invocation.graph.updateReadme = readme
        invocation.updateReadme = readme
      case "--app-id": invocation.appID = try value(for: argument)
      case "--swiftui":
        try flag(argument)
        invocation.swiftUI = true
      case "--tab":
        let tab = try value(for: argument)
        guard HoistApp.tabs.map(\.rawValue).contains(tab) else {
          throw .invalidValue(
            option: argument, value: tab,
            expected: HoistApp.tabs.map(\.rawValue).joined(separator: "|"))
        }
        invocation.tab = tab
      case "--window":
        let text = try value(for: argument)
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number >= 1
        else {
          if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
            throw .numberTooLarge(
              option: argument, value: text, least: 1, most: HoistApp.maximumWindows)
          }
          throw .invalidValue(option: argument, value: text, expected: "a window number, 1 or more")
        }
        invocation.window = number
      // Repeated help is harmless (as in hoist-bench); the rest of the line must still parse.
      case "--help", "-h": asked = .help
      case "--version":
        try flag(argument)
        asked = asked ?? .version
      default:
        if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
        words.append(argument)
      }
      index += 1
    }
    if invocation.fresh, invocation.dataDirectory != nil {
      throw .conflictingOptions("--fresh", "--data-dir")
    }
    if let asked {
      // `open x --help` is help; `--version extra` and `--help bogus` are not.
      if asked == .version, !words.isEmpty { throw .extraOperand(words.joined(separator: " ")) }
      if let command = words.first, Command(rawValue: command) == nil {
        throw .unknownCommand(command)
      }
      invocation.action = asked
      return invocation
    }
    if let option = graphOption, words.first != "graph" {
      throw .optionOfAnotherCommand(option: option, command: "graph")
    }
    guard let command = words.first else {
      try checkLinkOptions(invocation)
      return invocation
    }
    let operands = words.dropFirst()
    guard let known = Command(rawValue: command) else { throw .unknownCommand(command) }
    switch known {
    case .run:
      guard let file = operands.first, !file.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .missingOperand(command: "run", usage: "run FILE")
      }
      guard operands.count == 1 else {
        throw .extraOperand(operands.dropFirst().joined(separator: " "))
      }
      invocation.action = .run(file: file)
    case .help:
      // `hoist help` is `hoist --help`, as people expect of a command line.
      guard operands.isEmpty else { throw .extraOperand(operands.joined(separator: " ")) }
      invocation.action = .help
    case .open:
      guard let url = operands.first, !url.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .missingOperand(command: "open", usage: "open URL")
      }
      guard operands.count == 1 else {
        throw .extraOperand(operands.dropFirst().joined(separator: " "))
      }
      invocation.action = .open(url: url)
    case .graph:
      guard operands.isEmpty else { throw .extraOperand(operands.joined(separator: " ")) }
      invocation.action = .graph
    case .links:
      invocation.action = try links(Array(operands), invocation)
    case .state:
      invocation.action = try state(Array(operands))
    }
    try checkLinkOptions(invocation)
    try checkStateOptions(invocation)
    return invocation
  }

  private static func state(_ operands: [String]) throws(UsageError) -> Action {
    let usage =
      "state show | state export [--swiftui [--tab NAME] [--window N]] | state import FILE [--tab NAME]"
    guard let sub = operands.first else {
      throw .missingOperand(command: "state", usage: usage)
    }
    let rest = operands.dropFirst()
    guard let known = StateCommandName(rawValue: sub) else {
      throw .unknownSubcommand(
        command: "state", subcommand: sub, known: StateCommandName.allCases.map(\.rawValue))
    }
    switch known {
    case .show, .export:
      guard rest.isEmpty else { throw .extraOperand(rest.joined(separator: " ")) }
      return known == .show ? .stateShow : .stateExport
    case .import:
      guard let file = rest.first, !file.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .missingOperand(command: "state import", usage: "state import FILE [--tab NAME]")
      }
      guard rest.count == 1 else { throw .extraOperand(rest.dropFirst().joined(separator: " ")) }
      return .stateImport(file: file)
    }
  }

  /// `--swiftui` and `--window` belong to `state export --swiftui`, `--tab` to it or to
  /// `state import`; `--fresh` has no saved state for a `state` command.
  private static func checkStateOptions(_ invocation: HoistInvocation) throws(UsageError) {
    let swiftUIExport = invocation.action == .stateExport && invocation.swiftUI
    var isImport = false
    if case .stateImport = invocation.action { isImport = true }
    if invocation.swiftUI, invocation.action != .stateExport {
      throw .optionOfAnotherCommand(option: "--swiftui", command: "state export")
    }
    if invocation.window != nil, !swiftUIExport {
      throw .optionOfAnotherCommand(option: "--window", command: "state export --swiftui")
    }
    if invocation.tab != nil, !swiftUIExport, !isImport {
      throw .optionOfAnotherCommand(
        option: "--tab",
        command: invocation.action == .stateExport ? "state export --swiftui" : "state import FILE")
    }
    if invocation.fresh {
      switch invocation.action {
      case .stateShow: throw .freshWithState(command: "state show")
      case .stateExport: throw .freshWithState(command: "state export")
      case .stateImport: throw .freshWithState(command: "state import")
      default: break
      }
    }
  }

  /// The options that take a value, which may also be given as `--option=value`.
  package static let valueOptions: Set<String> = [
    "--data-dir", "--layout", "--format", "--depth", "--max-screens", "--update-readme",
    "--app-id", "--tab", "--window",
  ]

  /// Splits each `--option=value` of an option that takes a value into the option and its
  /// value, so both spellings parse alike.
  ///
  /// - Parameter arguments: The arguments as given.
  /// - Returns: The arguments with each `--option=value` as two.
  /// - Throws: ``UsageError/unexpectedValue(option:)`` for `--flag=value` of an option
  ///   without a value.
  private static func splitInlineValues(_ arguments: [String]) throws(UsageError) -> [String] {
    var result: [String] = []
    for argument in arguments {
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        result.append(argument)
        continue
      }
      let option = String(argument[..<equals])
      let value = String(argument[argument.index(after: equals)...])
      if valueOptions.contains(option) {
        result += [option, value]
      } else if flagOptions.contains(option) {
        throw .unexpectedValue(option: option)
      } else {
        throw .unknownOption(option)
      }
    }
    return result
  }

  /// The options that take no value.
  private static let flagOptions: Set<String> = [
    "--json", "--fresh", "--keep-going", "--events", "--swiftui", "--help", "--version",
  ]

  /// The pattern a `--app-id` must have: a 10-character team ID, a dot, a bundle ID (the
  /// navigation tool's check).
  package static func isAppID(_ text: String) -> Bool {
    AppSiteAssociation.isAppID(text)
  }

  private static func links(_ operands: [String], _ invocation: HoistInvocation)
    throws(UsageError) -> Action
  {
    let usage = "links check FILE | links aasa --app-id TEAMID.BUNDLEID | links table"
    guard let sub = operands.first else {
      throw .missingOperand(command: "links", usage: usage)
    }
    let rest = operands.dropFirst()
    guard let known = LinksCommandName(rawValue: sub) else {
      throw .unknownSubcommand(
        command: "links", subcommand: sub, known: LinksCommandName.allCases.map(\.rawValue))
    }
    switch known {
    case .check:
      guard let file = rest.first, !file.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .missingOperand(
          command: "links check", usage: "links check FILE (- for standard input)")
      }
      guard rest.count == 1 else { throw .extraOperand(rest.dropFirst().joined(separator: " ")) }
      return .linksCheck(file: file)
    case .aasa:
      guard rest.isEmpty else { throw .extraOperand(rest.joined(separator: " ")) }
      guard let appID = invocation.appID else {
        throw .missingOption(
          option: "--app-id", command: "links aasa", usage: "links aasa --app-id TEAMID.BUNDLEID")
      }
      guard isAppID(appID) else {
        throw .invalidValue(
          option: "--app-id", value: appID,
          expected: "TEAMID.BUNDLEID (a 10-character team ID, a dot, the bundle ID)")
      }
      return .linksAASA(appID: appID)
    case .table:
      guard rest.isEmpty else { throw .extraOperand(rest.joined(separator: " ")) }
      return .linksTable(readme: invocation.updateReadme)
    }
  }

  /// `--app-id` belongs to `links aasa`; `--update-readme` to `graph` or `links table`.
  private static func checkLinkOptions(_ invocation: HoistInvocation) throws(UsageError) {
    if invocation.appID != nil {
      guard case .linksAASA = invocation.action else {
        throw .optionOfAnotherCommand(option: "--app-id", command: "links aasa")
      }
    }
    if invocation.updateReadme != nil {
      switch invocation.action {
      case .graph, .linksTable: break
      default: throw .optionOfAnotherCommand(option: "--update-readme", command: "links table")
      }
    }
  }

  /// The text `--help` prints.
  package static let usage = """
    Usage: hoist [options] [command]

    Commands:
      (none)           interactive on a terminal, else run a script from standard input
      run FILE         run a script file (FILE may be - for standard input)
      open URL         load saved state, open the link, print the screen, save, exit
      graph            print the navigation graph (explored on the bundled data) and report
                       its problems; exit 1 when there are any
      links check FILE where each link (one a line; FILE may be -) lands, on the sample
                       data: ok, fallback, failed or ignored; exit 0 only if all are ok
      links aasa --app-id TEAMID.BUNDLEID
                       print the apple-app-site-association file of the https links
      links table [--update-readme FILE]
                       print the URL-pattern table, or rewrite it in FILE's generated block
      state show       the saved state's format version, tabs and paths (the app is not
                       started)
      state export     print the saved state (the state.json format)
      state export --swiftui [--tab NAME] [--window N]
                       one tab's path (default: the selected tab of the window on
                       screen) as SwiftUI's NavigationPath.CodableRepresentation
      state import FILE [--tab NAME]
                       load saved state, put FILE's path (the --swiftui shape) in the
                       tab (default: the selected tab), or FILE's navigation (a state
                       export), reconcile it like a restore, report what changed, save
      help             print this help

    Options (before or after the command; an option's value may also follow '=', as in
    --layout=regular; each option is given once):
      --data-dir DIR   where state is saved (default: $XDG_STATE_HOME/hoist,
                       else ~/.local/state/hoist)
      --json           print one JSON object per command instead of text
      --fresh          run on the sample data; saved state is neither read nor written
      --layout L       compact or regular (default: the saved layout)
      --keep-going     do not stop a script at the first failed command
      --events         print navigation events on standard error (JSON with --json)
      --help           print this help
      --version        print the version

    Options of graph:
      --format F       mermaid (default), dot, json, or svg (runs Graphviz's dot)
      --depth N        steps followed from each tab root and link (default 30)
      --max-screens N  distinct screens explored at most (default 2000)
      --update-readme FILE   rewrite FILE's generated navigation-graph section

    Script commands (help at the prompt says what each does):
      \(ShellCommandSyntax.wrappedUsages(width: 78, indent: "  "))
    Exit codes: 0 ok, 1 a command failed, 2 usage.
    """
}
