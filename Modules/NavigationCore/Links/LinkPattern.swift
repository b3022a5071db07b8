/// One URL shape of a feature and the stack of routes it builds on a tab, optionally ending
/// in a sheet or full-screen cover.
///
/// In the custom-scheme form the host is the first token (`shop://product/p1`); in the
/// https universal-link form it is the first path segment (`https://shop.example/product/p1`).
/// Path values, query items and the fragment bind parameters; the stack's routes are built in
/// order while every parameter they need is present, so optional parts make the stack deeper
/// (`?review=N` adds the review, `&photo=N` the photo), and the modal is presented over the
/// stack when it is whole.
public struct LinkPattern: Hashable, Sendable {
  /// The custom scheme, lowercased, such as `shop`.
  public let scheme: String
  /// The host of the custom-scheme form, lowercased, such as `product`.
  public let host: String
  /// The path segments after the host.
  public let segments: [LinkSegment]
  /// The typed query items.
  public let query: [LinkQueryItem]
  /// The fragment's value, if the pattern captures it; `nil` ignores any fragment.
  public let fragment: LinkFragment?
  /// Whether the pattern also has an https universal-link form.
  public let isUniversal: Bool
  /// The tab the link lands on.
  public let tab: TabID
  /// The routes the link builds, bottom first; empty for the tab's root.
  public let stack: [LinkRoute]
  /// The sheet or cover presented over the stack, if the pattern ends in one.
  public let modal: LinkModal?

  /// Creates a pattern.
  ///
  /// - Parameters:
  ///   - scheme: The custom scheme, such as `shop` (compared ignoring ASCII case).
  ///   - host: The host, such as `product` (compared ignoring ASCII case).
  ///   - segments: The path segments after the host.
  ///   - query: The typed query items.
  ///   - fragment: The fragment's capture; `nil` (default) ignores a fragment.
  ///   - universal: `true` when the https form `https://<domain>/<host>/…` opens it too.
  ///   - tab: The tab it lands on.
  ///   - stack: The routes it builds, bottom first.
  ///   - modal: The sheet or cover it presents over the stack; `nil` by default.
  public init(
    scheme: String, host: String, segments: [LinkSegment] = [], query: [LinkQueryItem] = [],
    fragment: LinkFragment? = nil, universal: Bool, tab: TabID, stack: [LinkRoute],
    modal: LinkModal? = nil
  ) {
    self.scheme = scheme.asciiLowercased
    self.host = host.asciiLowercased
    self.segments = segments
    self.query = query
    self.fragment = fragment
    self.isUniversal = universal
    self.tab = tab
    self.stack = stack
    self.modal = modal
  }

  /// Every parameter bound by a path segment, a query item or the fragment.
  public var parameters: [String] {
    segments.flatMap(\.parameters) + query.map(\.parameter)
      + (fragment.map { [$0.parameter] } ?? [])
  }

  /// The routes built in order: the stack, then the modal's root.
  var builtRoutes: [LinkRoute] {
    stack + (modal.map { [$0.route] } ?? [])
  }

  /// The custom-scheme template, such as `shop://product/<productID>[?review=<n>]`.
  public var template: String {
    "\(scheme)://\(host)" + pathTemplate + queryTemplate + fragmentTemplate
  }

  /// The https template on a domain, such as `https://shop.example/product/<productID>`.
  ///
  /// - Parameter domain: The host of the universal links.
  /// - Returns: The template.
  public func universalTemplate(domain: String) -> String {
    "https://\(domain)/\(host)" + pathTemplate + queryTemplate + fragmentTemplate
  }

  /// The path after the host, such as `/<productID>/reviews` or `/<productID>[/<review>]`.
  var pathTemplate: String {
    Self.template(of: segments)
  }

  private static func template(of segments: [LinkSegment]) -> String {
    segments.map { segment in
      switch segment {
      case .literal(let word): "/" + word
      case .value(let name, _): "/<\(name)>"
      case .values(let name, _, .oneOrMore): "/<\(name)...>"
      case .values(let name, _, .zeroOrMore): "[/<\(name)...>]"
      case .optional(let group): "[" + template(of: group) + "]"
      }
    }.joined()
  }

  /// The query, required items first, optional ones in brackets.
  var queryTemplate: String {
    var parts = ""
    for item in query.filter(\.isRequired) + query.filter({ !$0.isRequired }) {
      let separator = parts.isEmpty ? "?" : "&"
      let part = "\(separator)\(item.name)=<\(item.parameter)>\(item.isList ? "..." : "")"
      parts += item.isRequired ? part : "[\(part)]"
    }
    return parts
  }

  /// The fragment, in brackets: it is always optional.
  var fragmentTemplate: String {
    fragment.map { "[#<\($0.parameter)>]" } ?? ""
  }
}
