import Foundation
import TerminalEscaping

/// Prints a ``NavigationGraph`` as Mermaid (renders on GitHub), Graphviz dot, or JSON.
///
/// Presentation edges (sheet, full-screen cover, alert) are dashed and name their style; entry
/// points (tab roots, deep links) are rounded nodes with thick arrows to where they land;
/// alerts are hexagons. Output is sorted, so the same app prints the same text.
package enum GraphRenderer {
  /// The formats `--format` takes; `svg` runs Graphviz's `dot` on the dot output.
  package enum Format: String, Hashable, Sendable, CaseIterable {
    case mermaid
    case dot
    case json
    case svg
  }

  // MARK: - Mermaid

  /// The graph as a Mermaid flowchart.
  ///
  /// - Parameter graph: The graph.
  /// - Returns: Lines ending with a newline, starting `flowchart LR`.
  package static func mermaid(_ graph: NavigationGraph) -> String {
    var lines = ["flowchart LR"]
    for (index, entry) in graph.entries.enumerated() {
      let label = entry.kind == .tab ? "tab: \(entry.name)" : "link: \(entry.name)"
      lines.append("  entry\(index)([\"\(escape(label))\"]) ==> \(mermaidID(entry.node))")
    }
    for node in graph.nodes {
      let label = escape(node.id)
      switch node.kind {
      case .route: lines.append("  \(mermaidID(node.id))[\"\(label)\"]")
      case .alert: lines.append("  \(mermaidID(node.id)){{\"\(label)\"}}")
      }
    }
    for edge in drawn(graph.edges) {
      let arrow = edge.kind.isPresentation || edge.kind == .dismiss ? "-.->" : "-->"
      lines.append(
        "  \(mermaidID(edge.from)) \(arrow)|\"\(escape(edgeLabel(edge)))\"| \(mermaidID(edge.to))")
    }
    let unreached = graph.nodes.filter { !$0.reached }.map { mermaidID($0.id) }
    if !unreached.isEmpty {
      lines.append("  classDef unreached stroke-dasharray: 4 4,color:#b00")
      lines.append("  class \(unreached.joined(separator: ",")) unreached")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The edges a picture draws: one arrow per source, target and label, so an intent that
  /// pushes from one place and replaces from another is one arrow (JSON keeps both).
  static func drawn(_ edges: [NavigationGraph.Edge]) -> [NavigationGraph.Edge] {
    var seen: Set<[String]> = []
    return edges.filter { seen.insert([$0.from, $0.to, edgeLabel($0)]).inserted }
  }

  /// A node ID Mermaid accepts: letters, digits and underscores.
  static func mermaidID(_ id: String) -> String {
    "n_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// Text inside Mermaid quotes: a double quote becomes `#quot;`.
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }

  /// The intent, with the style for presentation edges, such as `addToListTapped · sheet`.
  static func edgeLabel(_ edge: NavigationGraph.Edge) -> String {
    switch edge.kind {
    case .sheet: "\(edge.intent) · sheet"
    case .fullScreenCover: "\(edge.intent) · cover"
    case .alert: "\(edge.intent) · alert"
    case .dismiss: "\(edge.intent) · dismiss"
    case .push, .pop, .replace, .answer: edge.intent
    }
  }

  // MARK: - dot

  /// The graph in Graphviz's dot language.
  ///
  /// - Parameter graph: The graph.
  /// - Returns: A `digraph` ending with a newline.
  package static func dot(_ graph: NavigationGraph) -> String {
    var lines = [
      "digraph navigation {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for (index, entry) in graph.entries.enumerated() {
      let label = entry.kind == .tab ? "tab: \(entry.name)" : "link: \(entry.name)"
      lines.append("  \"entry\(index)\" [label=\(quote(label)), shape=oval, style=filled];")
      lines.append("  \"entry\(index)\" -> \(quote(entry.node)) [style=bold];")
    }
    for node in graph.nodes {
      var attributes = node.kind == .alert ? ["shape=hexagon"] : []
      if !node.reached { attributes.append("color=red, style=dashed") }
      lines.append(
        "  \(quote(node.id))"
          + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]")
          + ";")
    }
    for edge in drawn(graph.edges) {
      var attributes = ["label=\(quote(edgeLabel(edge)))"]
      if edge.kind.isPresentation || edge.kind == .dismiss { attributes.append("style=dashed") }
      lines.append(
        "  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quote(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  // MARK: - JSON

  /// The graph as one JSON object with sorted keys.
  ///
  /// - Parameter graph: The graph.
  /// - Returns: `{"edges":[..],"entries":[..],"exploredScreens":N,"nodes":[..],"problems":[..],
  ///   "truncated":bool}` and a newline.
  package static func json(_ graph: NavigationGraph) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(GraphObject(graph))) ?? Data("{}".utf8)
    return JSONText.lineSafe(data) + "\n"
  }
}

// MARK: - JSON shapes

private struct GraphObject: Encodable {
  struct NodeObject: Encodable {
    var id: String
    var kind: String
    var reached: Bool
  }

  struct EdgeObject: Encodable {
    var from: String
    var to: String
    var intent: String
    var kind: String
  }

  struct EntryObject: Encodable {
    var kind: String
    var name: String
    var url: String?
    var node: String

    enum CodingKeys: String, CodingKey { case kind, name, url, node }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(name, forKey: .name)
      try container.encode(url, forKey: .url)
      try container.encode(node, forKey: .node)
    }
  }

  struct ProblemObject: Encodable {
    var kind: String
    var key: String
    var message: String
  }

  var nodes: [NodeObject]
  var edges: [EdgeObject]
  var entries: [EntryObject]
  var problems: [ProblemObject]
  var exploredScreens: Int
  var truncated: Bool

  init(_ graph: NavigationGraph) {
    nodes = graph.nodes.map { .init(id: $0.id, kind: $0.kind.rawValue, reached: $0.reached) }
    edges = graph.edges.map {
      .init(from: $0.from, to: $0.to, intent: $0.intent, kind: $0.kind.rawValue)
    }
    entries = graph.entries.map {
      .init(kind: $0.kind.rawValue, name: $0.name, url: $0.url, node: $0.node)
    }
    problems = graph.problems.map { .init(kind: $0.kind, key: $0.key, message: $0.description) }
    exploredScreens = graph.exploredScreens
    truncated = graph.truncated
  }
}
