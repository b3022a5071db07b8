/// Something wrong with the navigation graph; `hoist graph` reports each and exits 1.
package enum GraphProblem: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// A screen was reached whose route key no feature draws (a "no destination" screen).
  case noDestination(key: String, reachedFrom: String)
  /// A registered route key that no tab root, link or action reaches.
  case unreachable(key: String)
  /// A presented route (sheet or cover) whose screens offer no action that dismisses it.
  case cannotDismiss(key: String, style: String)
  /// A linkable route whose printed URL opens somewhere else, or does not open.
  case linkDoesNotParseBack(key: String, url: String, landed: String)

  /// The route key the problem is about.
  package var key: String {
    switch self {
    case .noDestination(let key, _), .unreachable(let key), .cannotDismiss(let key, _),
      .linkDoesNotParseBack(let key, _, _):
      key
    }
  }

  /// A short name of the kind of problem, as the JSON output spells it.
  package var kind: String {
    switch self {
    case .noDestination: "noDestination"
    case .unreachable: "unreachable"
    case .cannotDismiss: "cannotDismiss"
    case .linkDoesNotParseBack: "linkDoesNotParseBack"
    }
  }

  package var description: String {
    switch self {
    case .noDestination(let key, let from):
      "route key '\(key)' has no destination (reached by \(from)): register the feature "
        + "that declares it"
    case .unreachable(let key):
      "route '\(key)' is unreachable from every tab root and link: add an action or a link "
        + "that leads to it, or remove it"
    case .cannotDismiss(let key, let style):
      "presented route '\(key)' (\(style)) cannot be dismissed: give its screen an action "
        + "that dismisses it"
    case .linkDoesNotParseBack(let key, let url, let landed):
      "route '\(key)' prints the URL \(url), which \(landed): print and parse must agree"
    }
  }

  package static func < (lhs: GraphProblem, rhs: GraphProblem) -> Bool {
    (lhs.kind, lhs.key, lhs.description) < (rhs.kind, rhs.key, rhs.description)
  }
}
