import Foundation
import NavigationCore
import TerminalEscaping

/// Builds the `apple-app-site-association` file of the registered https patterns, so the
/// domain's claim can never drift from the route table.
///
/// Format (Apple, "Supporting associated domains"): `applinks.details[]` with `appIDs` and
/// `components`; the first component whose `"/"` matches a URL's path decides (`*` is any
/// run of characters, `?` one character, `/` included in both), `exclude` refuses. Each
/// form of each pattern (its optional groups present or absent; a link ending in a sheet or
/// cover included) is one component: `?*` for a value, `*` for a run, `"?"` for required
/// query items, `caseSensitive` false since the host segment and slugs fold ASCII case.
/// Because `?*` also matches `/`, each host's forms are ordered deepest first and followed by
/// an exclusion of every deeper path no form claims; the bare domain `/` is claimed, as it
/// opens the app where it is.
package enum AppSiteAssociation {
  /// The file's JSON, pretty-printed with sorted keys.
  ///
  /// - Parameters:
  ///   - table: The registered links.
  ///   - appIDs: The apps that claim them, `TEAMID.BUNDLEID` each.
  /// - Returns: The JSON text, ending in a newline.
  package static func json(_ table: LinkTable, appIDs: [String]) -> String {
    let file = File(
      applinks: Applinks(details: [Detail(appIDs: appIDs, components: components(table))]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = (try? encoder.encode(file)) ?? Data()
    return JSONText.lineSafe(data) + "\n"
  }

  /// Whether a text has the shape of an app ID: a 10-character team ID (upper-case letters
  /// and digits), a dot, a bundle ID (letters, digits, dots and hyphens, not starting or
  /// ending with a dot).
  ///
  /// - Parameter text: The text, such as `ABCDE12345.com.example.app`.
  /// - Returns: Whether it is one.
  package static func isAppID(_ text: String) -> Bool {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty else { return false }
    let team = parts[0].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    let bundle = parts[1].allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-")
    }
    return team && bundle && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
  }

  /// One claim or exclusion of the file.
  package struct Component: Encodable, Hashable {
    /// The path pattern, such as `/series/?*/chapters`.
    package let path: String
    /// The required query items.
    package let query: [String]
    /// Whether the component refuses what it matches.
    package let exclude: Bool
    /// The pattern it stands for, or why it excludes.
    package let comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case query = "?"
      case exclude
      case caseSensitive
      case comment
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      if !query.isEmpty {
        try container.encode(
          Dictionary(uniqueKeysWithValues: query.map { ($0, "?*") }), forKey: .query)
      }
      if exclude { try container.encode(true, forKey: .exclude) }
      try container.encode(false, forKey: .caseSensitive)
      try container.encode(comment, forKey: .comment)
    }
  }

  /// The components, in the order Apple tries them.
  ///
  /// - Parameter table: The registered links.
  /// - Returns: Per host (sorted), its forms deepest and most specific first, each depth's
  ///   claims after the exclusion of what is deeper and unclaimed; then the bare domain.
  package static func components(_ table: LinkTable) -> [Component] {
    let universal = table.links.filter { $0.pattern.isUniversal }
    var components: [Component] = []
    for host in Set(universal.map(\.pattern.host)).sorted() {
      let forms = universal.filter { $0.pattern.host == host }.flatMap { link in
        paths(of: link.pattern).map { (link: link, form: $0) }
      }
      let hasRun = forms.contains { $0.form.run }
      let deepest = forms.map(\.form.depth).max() ?? 0
      for depth in stride(from: deepest, through: 0, by: -1) {
        // `?*` matches `/` too: a path deeper than this depth that no form above claimed
        // does not open, and must not reach this depth's claims.
        if !hasRun {
          components.append(
            Component(
              path: "/\(host)" + String(repeating: "/?*", count: depth + 1), query: [],
              exclude: true, comment: "/\(host) paths deeper than \(depth) segments do not open"))
        }
        let here = forms.filter { $0.form.depth == depth }
          .sorted {
            $0.form.literals == $1.form.literals
              ? $0.form.path < $1.form.path : $0.form.literals > $1.form.literals
          }
        for (link, form) in here {
          // A trailing slash is ignored; `?*` at the end takes it already.
          let paths = form.path.hasSuffix("*") ? [form.path] : [form.path, form.path + "/"]
          for path in paths {
            components.append(
              Component(
                path: path, query: link.pattern.query.filter(\.isRequired).map(\.name),
                exclude: false, comment: "\(link.feature): \(link.pattern.template)"))
          }
        }
      }
    }
    components.append(
      Component(path: "/", query: [], exclude: false, comment: "the bare domain opens the app"))
    return components
  }

  /// One form of a pattern as a component path.
  struct FormPath {
    var path: String
    var depth: Int
    var literals: Int
    var run: Bool
  }

  /// The component paths of a pattern: one per form of its optional groups.
  static func paths(of pattern: LinkPattern) -> [FormPath] {
    var forms: [[LinkSegment]] = [[]]
    func expand(_ segments: [LinkSegment]) -> [[LinkSegment]] {
      var result: [[LinkSegment]] = [[]]
      for segment in segments {
        if case .optional(let group) = segment {
          let inner = expand(group)
          result = result.flatMap { form in [form] + inner.map { form + $0 } }
        } else {
          result = result.map { $0 + [segment] }
        }
      }
      return result
    }
    forms = expand(pattern.segments)
    return forms.map { segments in
      var path = "/" + pattern.host
      var literals = 0
      var run = false
      for segment in segments {
        switch segment {
        case .literal(let word):
          path += "/" + word
          literals += 1
        case .value: path += "/?*"
        case .values(_, _, .oneOrMore):
          path += "/?*"
          run = true
        case .values(_, _, .zeroOrMore):
          path += "*"
          run = true
        case .optional: break
        }
      }
      return FormPath(path: path, depth: segments.count, literals: literals, run: run)
    }
  }

  /// The component path of a pattern's first form, such as `/series/?*/chapters`.
  ///
  /// - Parameter pattern: A universal pattern.
  /// - Returns: The path with `?*` for each typed segment.
  package static func path(of pattern: LinkPattern) -> String {
    paths(of: pattern).last?.path ?? "/" + pattern.host
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
}
