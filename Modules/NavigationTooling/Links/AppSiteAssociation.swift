import Foundation
import NavigationCore
import TerminalEscaping

/// Builds the `apple-app-site-association` file of the registered https patterns, so the
/// domain's claim can never drift from the route table.
///
/// Format (Apple, "Supporting associated domains"): `applinks.details[]` with `appIDs` and
/// `components`; each component's `"/"` is the path with `?*` for each typed segment (one
/// or more characters), `"?"` names the required query items, and `comment` the pattern.
/// Components are ordered most specific first, since the first match decides.
package enum AppSiteAssociation {
  /// The file's JSON, pretty-printed with sorted keys.
  ///
  /// - Parameters:
  ///   - table: The registered links.
  ///   - appID: The app, `TEAMID.BUNDLEID`.
  /// - Returns: The JSON text, ending in a newline.
  package static func json(_ table: LinkTable, appID: String) -> String {
    let universal = table.links.filter { $0.pattern.isUniversal }
      .sorted { lhs, rhs in
        let (left, right) = (specificity(lhs.pattern), specificity(rhs.pattern))
        return left == right ? path(of: lhs.pattern) < path(of: rhs.pattern) : left > right
      }
    let components = universal.map { link in
      Component(
        path: path(of: link.pattern),
        query: link.pattern.query.filter(\.isRequired).map(\.name),
        comment: "\(link.feature): \(link.pattern.template)")
    }
    let file = File(applinks: Applinks(details: [Detail(appIDs: [appID], components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = (try? encoder.encode(file)) ?? Data()
    return JSONText.lineSafe(data) + "\n"
  }

  /// The component path of a pattern, such as `/series/?*/chapters`.
  ///
  /// - Parameter pattern: A universal pattern.
  /// - Returns: The path with `?*` for each typed segment.
  package static func path(of pattern: LinkPattern) -> String {
    "/"
      + ([pattern.host]
      + pattern.segments.map { segment in
        switch segment {
        case .literal(let word): word
        case .value, .values, .optional: "?*"
        }
      }).joined(separator: "/")
  }

  /// More segments first, then more literal ones: `/series/?*/chapters` before `/series/?*`.
  private static func specificity(_ pattern: LinkPattern) -> Int {
    let literals = pattern.segments.filter { if case .literal = $0 { true } else { false } }.count
    return pattern.segments.count * 100 + literals
  }

  private struct File: Encodable {
    let applinks: Applinks
  }

  private struct Applinks: Encodable {
    let details: [Detail]
  }

  private struct Detail: Encodable {
    let appIDs: [String]
    let components: [Component]
  }

  private struct Component: Encodable {
    let path: String
    let query: [String]
    let comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case query = "?"
      case comment
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      if !query.isEmpty {
        try container.encode(
          Dictionary(uniqueKeysWithValues: query.map { ($0, "?*") }), forKey: .query)
      }
      try container.encode(comment, forKey: .comment)
    }
  }
}
