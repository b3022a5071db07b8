/// The parsed command line of a lint run.
package struct CommandOptions {
  package var paths: [String] = []
  package var reporters: [(kind: ReporterKind, file: String?)] = []
  package var strict = false
  package var fix = false
  package var baseline: String?
  package var writeBaseline: String?
  package var jobs: Int?
  package var cachePath: String?
  package var noCache = false
  package var since: String?

  /// Parses the arguments of a lint run (everything but `--help`, `--version` and `rules`).
  ///
  /// - Parameter arguments: The arguments after the executable's name.
  /// - Throws: ``CommandOptionsError`` naming the argument as typed. Never traps.
  package init(_ arguments: ArraySlice<String>) throws(CommandOptionsError) {
    var remaining = arguments
    func value(for option: String) throws(CommandOptionsError) -> String {
      guard let value = remaining.popFirst(), !value.isEmpty else {
        throw .missingValue(option: option)
      }
      return value
    }
    // Every option but `--reporter` (which may repeat) is given at most once.
    var given: Set<String> = []
    while let argument = remaining.popFirst() {
      if argument.hasPrefix("-"), argument != "-", argument != "--", argument != "--reporter" {
        let name = argument == "-j" ? "--jobs" : argument
        guard given.insert(name).inserted else { throw .repeatedOption(argument) }
      }
      switch argument {
      case "--":
        paths += remaining
        remaining = []
      case "--reporter":
        let spec = try value(for: argument)
        // Empty parts kept: ":" is an empty name, "json:" an empty file name.
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
          .map(String.init)
        guard let kind = ReporterKind(rawValue: parts[0]) else {
          throw .unknownReporter(name: parts[0])
        }
        if parts.count == 2 && parts[1].isEmpty {
          throw .emptyReportFile(spec: spec)
        }
        reporters.append((kind, parts.count == 2 ? parts[1] : nil))
      case "--strict": strict = true
      case "--fix": fix = true
      case "--baseline": baseline = try value(for: argument)
      case "--write-baseline": writeBaseline = try value(for: argument)
      case "--jobs", "-j":
        let text = try value(for: argument)
        guard let count = Int(text), count >= 1 else {
          if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), Int(text) == nil {
            throw .jobsTooLarge(option: argument, value: text)
          }
          throw .invalidJobs(option: argument, value: text)
        }
        jobs = count
      case "--cache-path": cachePath = try value(for: argument)
      case "--no-cache": noCache = true
      case "--since":
        let revision = try value(for: argument)
        guard !revision.hasPrefix("-") else {
          throw .optionLikeRevision(revision)
        }
        since = revision
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw .unknownOption(argument)
        }
        paths.append(argument)
      }
    }
    if noCache, cachePath != nil { throw .conflictingOptions("--no-cache", "--cache-path") }
    if baseline != nil, writeBaseline != nil {
      throw .conflictingOptions("--baseline", "--write-baseline")
    }
    if reporters.isEmpty { reporters = [(.text, nil)] }
  }
}
