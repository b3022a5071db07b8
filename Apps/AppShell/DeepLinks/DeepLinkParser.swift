import Foundation

/// Turns URL text into a ``DeepLink``: syntax only; whether the series exists is the resolver's.
///
/// Accepted forms: `mangareader://series/<slug>?chapter=N&page=N`,
/// `https://mangareader.app/series/<slug>?chapter=N&page=N` and `fieldnotes://note/<id>`.
/// Schemes and hosts compare case-insensitively (RFC 3986, section 6.2.2.1); in a custom-scheme
/// URL the first token is the host. Unknown query items are ignored, like most apps do.
package enum DeepLinkParser {
  /// The hosts whose https links are this app's universal links.
  package static let universalLinkHosts: Set<String> = ["mangareader.app", "www.mangareader.app"]

  /// Parses URL text.
  ///
  /// - Parameter text: The URL as typed.
  /// - Returns: The link; a URL of another app or site is ``DeepLink/foreign(_:)``.
  /// - Throws: ``DeepLinkError`` when a URL of ours is malformed, naming the bad part.
  package static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
    guard let components = URLComponents(string: text), let scheme = components.scheme else {
      if text.contains("://") { throw .malformed(url: text, reason: "it is not a valid URL") }
      return .foreign(text)
    }
    let host = components.host?.lowercased() ?? ""
    let segments = components.path.split(separator: "/", omittingEmptySubsequences: true)
      .map(String.init)
    switch scheme.lowercased() {
    case "mangareader", "fieldnotes":
      return try custom(
        text, scheme: scheme.lowercased(), host: host, segments: segments, components)
    case "https" where isUniversalLink(components, host: host):
      guard segments.first?.lowercased() == "series" else {
        throw .malformed(url: text, reason: "the path must start with /series/")
      }
      return try series(text, segments: Array(segments.dropFirst()), components: components)
    default:
      // Another app's scheme, plain http, another site, or our site with a port or user
      // name: universal links are https on the exact domain only.
      return .foreign(text)
    }
  }

  private static func isUniversalLink(_ components: URLComponents, host: String) -> Bool {
    universalLinkHosts.contains(host) && components.port == nil && components.user == nil
      && components.password == nil
  }

  private static func custom(
    _ text: String, scheme: String, host: String, segments: [String], _ components: URLComponents
  ) throws(DeepLinkError) -> DeepLink {
    let expectedHost = scheme == "mangareader" ? "series" : "note"
    guard components.host != nil else {
      throw .malformed(url: text, reason: "expected \(scheme)://\(expectedHost)/…")
    }
    guard components.user == nil, components.password == nil, components.port == nil else {
      throw .malformed(url: text, reason: "a \(scheme) link has no user name, password or port")
    }
    guard host == expectedHost else {
      throw .malformed(url: text, reason: "unknown host '\(host)'; expected '\(expectedHost)'")
    }
    if scheme == "mangareader" {
      return try series(text, segments: segments, components: components)
    }
    guard segments.count == 1, let id = segments.first, !id.isEmpty else {
      throw .malformed(url: text, reason: "expected fieldnotes://note/<id>")
    }
    return .note(id: id)
  }

  private static func series(_ text: String, segments: [String], components: URLComponents)
    throws(DeepLinkError) -> DeepLink
  {
    guard segments.count == 1, let slug = segments.first, !slug.isEmpty else {
      throw .malformed(url: text, reason: "expected one series slug after 'series/'")
    }
    let items = components.queryItems ?? []
    func number(_ name: String) throws(DeepLinkError) -> Int? {
      let values = items.filter { $0.name == name }
      guard let item = values.first else { return nil }
      guard values.count == 1 else {
        throw .malformed(url: text, reason: "\(name) is given \(values.count) times")
      }
      let raw = item.value ?? ""
      guard !raw.isEmpty, raw.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw .malformed(url: text, reason: "\(name) '\(raw)' must be a whole number, 1 or more")
      }
      guard let value = Int(raw) else {
        throw .malformed(url: text, reason: "\(name) '\(raw)' is too large")
      }
      guard value >= 1 else {
        throw .malformed(url: text, reason: "\(name) '\(raw)' must be a whole number, 1 or more")
      }
      return value
    }
    let chapter = try number("chapter")
    let page = try number("page")
    if page != nil && chapter == nil {
      throw .malformed(url: text, reason: "page needs a chapter")
    }
    return .series(slug: slug.lowercased(), chapter: chapter, page: page)
  }
}
