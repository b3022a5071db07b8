/// The app's navigation graph: route keys as nodes, the intents that lead from one screen to
/// another as edges, where exploring entered the app, and what is wrong with it.
///
/// Built by ``GraphExplorer``; printed as Mermaid, Graphviz dot or JSON by ``GraphRenderer``.
package struct NavigationGraph: Hashable, Sendable {
  /// One node: a route key, or an alert (named by the intent its confirm sends).
  package struct Node: Hashable, Sendable, Comparable {
    /// What the node stands for.
    package enum Kind: String, Hashable, Sendable {
      /// A route key such as `library.series`.
      case route
      /// An alert, such as `alert:fieldnotes.deleteConfirmed`.
      case alert
    }

    /// The route key, or `alert:<feature>.<confirm intent>`.
    package var id: String
    /// Route or alert.
    package var kind: Kind
    /// Whether exploring reached it (every registered route key is a node, reached or not).
    package var reached: Bool

    package init(id: String, kind: Kind, reached: Bool) {
      self.id = id
      self.kind = kind
      self.reached = reached
    }

    package static func < (lhs: Node, rhs: Node) -> Bool { lhs.id < rhs.id }
  }

  /// How an edge changes where the user is.
  package enum EdgeKind: String, Hashable, Sendable, CaseIterable {
    /// The path grew: a route was pushed.
    case push
    /// The path shrank to a part of itself: back, or leaving a flow.
    case pop
    /// The path was replaced (a page turn, a new query, a link).
    case replace
    /// A sheet was presented.
    case sheet
    /// A full-screen cover was presented.
    case fullScreenCover
    /// A sheet or cover was dismissed.
    case dismiss
    /// An alert was shown.
    case alert
    /// An alert was answered.
    case answer

    /// Whether the edge presents something over the screen (sheet, cover or alert).
    package var isPresentation: Bool {
      self == .sheet || self == .fullScreenCover || self == .alert
    }
  }

  /// One edge: from a node to a node, by an intent.
  package struct Edge: Hashable, Sendable, Comparable {
    /// The node the intent was sent from.
    package var from: String
    /// The node on screen afterwards.
    package var to: String
    /// The intent's case name, such as `seriesTapped` (`confirm` or `cancel` for an alert).
    package var intent: String
    /// How the edge changes where the user is.
    package var kind: EdgeKind

    package init(from: String, to: String, intent: String, kind: EdgeKind) {
      self.from = from
      self.to = to
      self.intent = intent
      self.kind = kind
    }

    package static func < (lhs: Edge, rhs: Edge) -> Bool {
      (lhs.from, lhs.to, lhs.intent, lhs.kind.rawValue)
        < (rhs.from, rhs.to, rhs.intent, rhs.kind.rawValue)
    }
  }

  /// Where exploring entered the app: a tab's root or a deep link.
  package struct Entry: Hashable, Sendable, Comparable {
    /// Tab root or deep link.
    package enum Kind: String, Hashable, Sendable {
      case tab
      case link
    }

    /// Tab or link.
    package var kind: Kind
    /// The tab's name, or the link pattern such as `mangareader://series/{slug}`.
    package var name: String
    /// The URL opened for a link pattern; `nil` for a tab.
    package var url: String?
    /// The node on screen after entering.
    package var node: String

    package init(kind: Kind, name: String, url: String?, node: String) {
      self.kind = kind
      self.name = name
      self.url = url
      self.node = node
    }

    package static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.kind == .tab ? 0 : 1, lhs.name) < (rhs.kind == .tab ? 0 : 1, rhs.name)
    }
  }

  /// Every node, sorted by ID.
  package var nodes: [Node] = []
  /// Every distinct edge, sorted.
  package var edges: [Edge] = []
  /// Every entry point, tabs first.
  package var entries: [Entry] = []
  /// What is wrong, sorted.
  package var problems: [GraphProblem] = []
  /// How many distinct screens were explored.
  package var exploredScreens = 0
  /// Whether a budget (`--depth`, `--max-screens`) stopped exploring early.
  package var truncated = false

  package init() {}
}
