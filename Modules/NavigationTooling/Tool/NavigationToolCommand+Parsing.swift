extension NavigationToolCommand {
  /// Parses the arguments after the executable's name.
  ///
  /// The grammar:
  ///
  /// ```
  /// graph [--format mermaid|dot|json|svg|problems] [--depth N] [--max-screens N]
  /// links check [--json] URL... | -
  /// links aasa --app-id TEAMID.BUNDLEID [--app-id ...]
  /// help | --help | -h
  /// ```
  ///
  /// An option's value may also follow `=` (`--format=dot`); `--help` anywhere asks for the
  /// usage.
  ///
  /// - Parameter arguments: The arguments, such as `["graph", "--format", "dot"]`.
  /// - Returns: The command.
  /// - Throws: ``NavigationToolUsageError`` naming the argument that does not fit.
  public static func parse(_ arguments: [String]) throws(NavigationToolUsageError)
    -> NavigationToolCommand
  {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    guard let command = arguments.first else { throw .missingCommand }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "help":
      guard rest.isEmpty else { throw .extraOperand(rest[0], command: "help") }
      return .help
    case "graph": return try graph(rest)
    case "links":
      guard let subcommand = rest.first else {
        throw .unknownSubcommand(command: "links", subcommand: nil)
      }
      switch subcommand {
      case "check": return try linksCheck(Array(rest.dropFirst()))
      case "aasa": return try linksAASA(Array(rest.dropFirst()))
      default: throw .unknownSubcommand(command: "links", subcommand: subcommand)
      }
    default:
      if command.hasPrefix("-") { throw .unknownOption(command, command: "navigation tool") }
      throw .unknownCommand(command)
    }
  }

  private static func graph(_ arguments: [String]) throws(NavigationToolUsageError)
    -> NavigationToolCommand
  {
    var options = GraphOptions()
    var reader = try OptionReader(
      arguments, command: "graph",
      valueOptions: [
        "--format", "--depth", "--max-screens",
      ])
    while let option = try reader.nextOption() {
      let value = try reader.value(for: option)
      switch option {
      case "--format":
        guard let format = GraphFormat(rawValue: value) else {
          throw .invalidValue(
            option: option, value: value,
            expected: GraphFormat.allCases.map(\.rawValue).joined(separator: "|"))
        }
        options.format = format
      case "--depth": options.depth = try number(value, option: option, least: 0)
      default: options.maximumScreens = try number(value, option: option, least: 1)
      }
    }
    if let operand = reader.operands.first { throw .extraOperand(operand, command: "graph") }
    return .graph(options)
  }

  private static func linksCheck(_ arguments: [String]) throws(NavigationToolUsageError)
    -> NavigationToolCommand
  {
    var reader = try OptionReader(
      arguments, command: "links check", valueOptions: [], flags: ["--json"])
    var json = false
    while let option = try reader.nextOption() {
      if option == "--json" { json = true }
    }
    let operands = reader.operands
    guard !operands.isEmpty else {
      throw .missingOperand(
        command: "links check", usage: "links check URL... (or - for standard input)")
    }
    if operands.contains("-") {
      guard operands == ["-"] else { throw .urlsAndStandardInput }
      return .linksCheck(.standardInput, json: json)
    }
    return .linksCheck(.lines(operands), json: json)
  }

  private static func linksAASA(_ arguments: [String]) throws(NavigationToolUsageError)
    -> NavigationToolCommand
  {
    var reader = try OptionReader(
      arguments, command: "links aasa", valueOptions: ["--app-id"], repeatable: ["--app-id"])
    var appIDs: [String] = []
    while let option = try reader.nextOption() {
      let appID = try reader.value(for: option)
      guard AppSiteAssociation.isAppID(appID) else {
        throw .invalidValue(
          option: option, value: appID,
          expected: "TEAMID.BUNDLEID (a 10-character team ID, a dot, the bundle ID)")
      }
      appIDs.append(appID)
    }
    if let operand = reader.operands.first { throw .extraOperand(operand, command: "links aasa") }
    guard !appIDs.isEmpty else {
      throw .missingOption(
        option: "--app-id", command: "links aasa", usage: "links aasa --app-id TEAMID.BUNDLEID")
    }
    return .linksAASA(appIDs: appIDs)
  }

  private static func number(_ text: String, option: String, least: Int)
    throws(NavigationToolUsageError) -> Int
  {
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number >= least
    else {
      throw .invalidValue(option: option, value: text, expected: "a whole number, \(least) or more")
    }
    return number
  }
}

/// Reads one command's options in order, each `--option value` or `--option=value`; the
/// other words are its operands.
private struct OptionReader {
  private var arguments: [String]
  private let command: String
  private let valueOptions: Set<String>
  private let flags: Set<String>
  private let repeatable: Set<String>
  private var given: Set<String> = []
  private var index = 0
  /// The words that are not options, in order.
  private(set) var operands: [String] = []

  init(
    _ arguments: [String], command: String, valueOptions: Set<String>, flags: Set<String> = [],
    repeatable: Set<String> = []
  ) throws(NavigationToolUsageError) {
    self.command = command
    self.valueOptions = valueOptions
    self.flags = flags
    self.repeatable = repeatable
    var split: [String] = []
    for argument in arguments {
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        split.append(argument)
        continue
      }
      let option = String(argument[..<equals])
      if flags.contains(option) { throw .unexpectedValue(option: option) }
      guard valueOptions.contains(option) else { throw .unknownOption(option, command: command) }
      split += [option, String(argument[argument.index(after: equals)...])]
    }
    self.arguments = split
  }

  /// The next option, after the operands before it; `nil` at the end.
  mutating func nextOption() throws(NavigationToolUsageError) -> String? {
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        operands.append(argument)
        continue
      }
      guard valueOptions.contains(argument) || flags.contains(argument) else {
        throw .unknownOption(argument, command: command)
      }
      guard repeatable.contains(argument) || given.insert(argument).inserted else {
        throw .repeatedOption(argument)
      }
      return argument
    }
    return nil
  }

  /// The value after an option.
  mutating func value(for option: String) throws(NavigationToolUsageError) -> String {
    guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty
    else { throw .missingValue(option: option) }
    index += 1
    return arguments[index - 1]
  }
}
