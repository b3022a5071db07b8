/// One URL shape of a feature and the stack of routes it builds on a tab.
///
/// In the custom-scheme form the host is the first token (`mangareader://series/op`); in the
/// https universal-link form it is the first path segment (`https://mangareader.app/series/op`).
/// Path values and query items bind parameters; the stack's routes are built in order while
/// every parameter they need is present, so optional query items make the stack deeper
/// (`?chapter=N` adds the chapter, `&page=N` the page).
public struct LinkPattern: Hashable, Sendable {
  /// The custom scheme, lowercased, such as `mangareader`.
  public let scheme: String
  /// The host of the custom-scheme form, lowercased, such as `series`.
  public let host: String
  /// The path segments after the host.
  public let segments: [LinkSegment]
  /// The typed query items.
  public let query: [LinkQueryItem]
  /// Whether the pattern also has an https universal-link form.
  public let isUniversal: Bool
  /// The tab the link lands on.
  public let tab: TabID
  /// The routes the link builds, bottom first; empty for the tab's root.
  public let stack: [LinkRoute]

  /// Creates a pattern.
  ///
  /// - Parameters:
  ///   - scheme: The custom scheme, such as `mangareader` (compared ignoring case).
  ///   - host: The host, such as `series` (compared ignoring case).
  ///   - segments: The path segments after the host.
  ///   - query: The typed query items.
  ///   - universal: `true` when the https form `https://<domain>/<host>/…` opens it too.
  ///   - tab: The tab it lands on.
  ///   - stack: The routes it builds, bottom first.
  public init(
    scheme: String, host: String, segments: [LinkSegment] = [], query: [LinkQueryItem] = [],
    universal: Bool, tab: TabID, stack: [LinkRoute]
  ) {
    self.scheme = scheme.lowercased()
    self.host = host.lowercased()
    self.segments = segments
    self.query = query
    self.isUniversal = universal
    self.tab = tab
    self.stack = stack
  }

  /// Every parameter bound by a path segment or a query item.
  public var parameters: [String] {
    segments.compactMap(\.parameter) + query.map(\.parameter)
  }

  /// The custom-scheme template, such as `mangareader://series/<seriesID>[?chapter=<n>]`.
  public var template: String {
    "\(scheme)://\(host)" + pathTemplate + queryTemplate
  }

  /// The https template on a domain, such as `https://mangareader.app/series/<seriesID>`.
  ///
  /// - Parameter domain: The host of the universal links.
  /// - Returns: The template.
  public func universalTemplate(domain: String) -> String {
    "https://\(domain)/\(host)" + pathTemplate + queryTemplate
  }

  /// The path after the host, such as `/<seriesID>/chapters`.
  var pathTemplate: String {
    segments.map { segment in
      switch segment {
      case .literal(let word): "/" + word
      case .value(let name, _): "/<\(name)>"
      }
    }.joined()
  }

  /// The query, required items first, optional ones in brackets.
  var queryTemplate: String {
    var parts = ""
    for item in query.filter(\.isRequired) + query.filter({ !$0.isRequired }) {
      let separator = parts.isEmpty ? "?" : "&"
      let part = "\(separator)\(item.name)=<\(item.parameter)>"
      parts += item.isRequired ? part : "[\(part)]"
    }
    return parts
  }

  /// What makes two patterns the same URL shape: scheme, host, segments and required items.
  var shape: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let word): "/" + word
      case .value(_, let kind): "/<\(kind)>"
      }
    }.joined()
    let required = query.filter(\.isRequired).map(\.name).sorted().joined(separator: "&")
    return "\(scheme)://\(host)\(path)?\(required)"
  }

  /// Orders patterns so that the most specific comes first: more literal segments, then
  /// narrower value kinds, then more required query items.
  var specificity: [Int] {
    var literals = 0
    var kinds = 0
    for segment in segments {
      switch segment {
      case .literal: literals += 1
      case .value(_, let kind): kinds += kind.specificity
      }
    }
    return [literals, kinds, query.filter(\.isRequired).count]
  }
}
