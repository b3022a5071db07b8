import Foundation

/// SARIF 2.1.0. Columns are Unicode code points (`columnKind: unicodeCodePoints`), converted
/// from the compiler's UTF-8 columns of the text output.
enum SARIFReporter {
  struct Log: Encodable {
    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version
      case runs
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]
  }

  struct Run: Encodable {
    var tool: Tool
    var columnKind = "unicodeCodePoints"
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "navlint"
    var version = NavLintVersion.current
    var rules: [RuleDescriptor]
  }

  struct RuleDescriptor: Encodable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    var defaultConfiguration: DefaultConfiguration
  }

  struct DefaultConfiguration: Encodable {
    var level: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [ResultLocation]
  }

  struct ResultLocation: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  static func render(_ report: RunReport) -> String {
    let documentation = RuleRegistry.allDocumentation
    let rules = documentation.map {
      RuleDescriptor(
        id: $0.id,
        shortDescription: Message(text: $0.summary),
        fullDescription: Message(text: $0.details),
        defaultConfiguration: DefaultConfiguration(level: $0.defaultSeverity.rawValue)
      )
    }
    let results = report.findings.map { finding in
      Result(
        ruleId: finding.ruleID,
        ruleIndex: documentation.firstIndex { $0.id == finding.ruleID } ?? 0,
        level: finding.severity.rawValue,
        message: Message(text: finding.message),
        locations: [
          ResultLocation(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: uri(finding.location.file)),
              region: Region(
                startLine: finding.location.line, startColumn: ReporterKind.codePointColumn(finding)
              )
            )
          )
        ]
      )
    }
    return ReporterKind.json(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]), pretty: true)
  }

  private static func uri(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
