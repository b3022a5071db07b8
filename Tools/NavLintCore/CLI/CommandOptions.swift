/// The parsed command line of a lint run.
struct CommandOptions {
  var paths: [String] = []
  var reporters: [(kind: ReporterKind, file: String?)] = []
  var strict = false
  var fix = false
  var baseline: String?
  var writeBaseline: String?
  var jobs: Int?
  var cachePath: String?
  var noCache = false
  var since: String?

  init(_ arguments: ArraySlice<String>) throws(NavLintError) {
    var remaining = arguments
    func value(for option: String) throws(NavLintError) -> String {
      guard let value = remaining.popFirst(), !value.isEmpty else {
        throw .usage("\(option) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--":
        paths += remaining
        remaining = []
      case "--reporter":
        let spec = try value(for: argument)
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        guard let kind = ReporterKind(rawValue: parts[0]) else {
          throw .usage(
            "unknown reporter '\(parts[0])'; use one of \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        if parts.count == 2 && parts[1].isEmpty {
          throw .usage("--reporter \(spec): the file name is empty")
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
            throw .usage(
              "\(argument) got '\(text)', which is too large; expected a whole number from 1 to "
                + "\(Int.max)")
          }
          throw .usage("--jobs needs a positive number, not '\(text)'")
        }
        jobs = count
      case "--cache-path": cachePath = try value(for: argument)
      case "--no-cache": noCache = true
      case "--since":
        let revision = try value(for: argument)
        guard !revision.hasPrefix("-") else {
          throw .usage("--since needs a git revision, not the option-like '\(revision)'")
        }
        since = revision
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw .usage("unknown option '\(argument)'")
        }
        paths.append(argument)
      }
    }
    if reporters.isEmpty { reporters = [(.text, nil)] }
  }
}
