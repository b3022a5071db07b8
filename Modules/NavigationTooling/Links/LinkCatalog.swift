import Foundation
import NavigationCore

/// Renders the registered URL patterns for the README and `hoist links table`.
package enum LinkCatalog {
  /// The README block's name: `<!-- BEGIN GENERATED: url-patterns -->`.
  package static let blockName = "url-patterns"

  /// The patterns table in Markdown (feature, link, universal link, where it lands), one row
  /// per pattern in registration order.
  ///
  /// - Parameter table: The registered links.
  /// - Returns: The table, ending in a newline.
  package static func markdownTable(_ table: LinkTable) -> String {
    var lines = [
      "| Feature | Link | Universal link | Lands on |", "| --- | --- | --- | --- |",
    ]
    for link in table.links {
      let pattern = link.pattern
      let https = table.template(of: pattern, form: .https).map { "`\($0)`" } ?? "—"
      lines.append(
        "| \(link.feature) | `\(pattern.template)` | \(https) | \(landing(pattern)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where a pattern lands, such as ``library`: `library.series` › `reader.chapter` (chapter)``,
  /// with the sheet or cover it ends in.
  static func landing(_ pattern: LinkPattern) -> String {
    let optional = Set(
      pattern.query.filter { !$0.isRequired && $0.defaultValue == nil }.map(\.parameter)
        + pattern.segments.flatMap(optionalParameters)
        + (pattern.fragment.map { [$0.parameter] } ?? []))
    var known: Set<String> = []
    var parts: [String] = []
    for route in pattern.stack {
      let added = route.parameters.subtracting(known).intersection(optional).sorted()
      known.formUnion(route.parameters)
      parts.append(
        "`\(route.key)`" + (added.isEmpty ? "" : " (with \(added.joined(separator: ", ")))"))
    }
    let tab = "`\(pattern.tab)` tab"
    let modal =
      pattern.modal.map { modal in
        " + \(modal.style == .sheet ? "sheet" : "full-screen cover") `\(modal.route.key)`"
      } ?? ""
    let rootIsOptional =
      pattern.stack.first.map { !$0.parameters.isDisjoint(with: optional) } ?? true
    if parts.isEmpty { return "\(tab) root" + modal }
    return "\(tab)\(rootIsOptional ? " root, or" : ":") " + parts.joined(separator: " › ") + modal
  }

  /// The parameters a segment binds inside optional groups.
  private static func optionalParameters(_ segment: LinkSegment) -> [String] {
    if case .optional(let group) = segment { return group.flatMap(\.parameters) }
    return []
  }

  /// Replaces the generated block of a document with the current table.
  ///
  /// - Parameters:
  ///   - document: A README containing the BEGIN/END markers.
  ///   - table: The registered links.
  /// - Returns: The updated document, or `nil` when the markers are missing.
  package static func updating(_ document: String, with table: LinkTable) -> String? {
    guard let range = blockRange(in: document) else { return nil }
    return document.replacingCharacters(in: range, with: markdownTable(table))
  }

  /// The generated block of a document.
  ///
  /// - Parameter document: A README.
  /// - Returns: The text between the markers, or `nil` when they are missing.
  package static func block(in document: String) -> String? {
    blockRange(in: document).map { String(document[$0]) }
  }

  private static func blockRange(in document: String) -> Range<String.Index>? {
    let begin = "<!-- BEGIN GENERATED: \(blockName) -->\n"
    let end = "<!-- END GENERATED: \(blockName) -->"
    guard let start = document.range(of: begin), let finish = document.range(of: end),
      start.upperBound <= finish.lowerBound
    else { return nil }
    return start.upperBound..<finish.lowerBound
  }
}
