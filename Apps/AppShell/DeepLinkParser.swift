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
    case "mangareader" where host == "series":
      return try series(text, segments: segments, components: components)
    case "https" where universalLinkHosts.contains(host),
      "http" where universalLinkHosts.contains(host):
      guard segments.first == "series" else {
        throw .malformed(url: text, reason: "the path must start with /series/")
      }
      return try series(text, segments: Array(segments.dropFirst()), components: components)
    case "mangareader":
      throw .malformed(url: text, reason: "unknown host '\(host)'; expected 'series'")
    case "fieldnotes" where host == "note":
      guard segments.count == 1, let id = segments.first, !id.isEmpty else {
        throw .malformed(url: text, reason: "expected fieldnotes://note/<id>")
      }
      return .note(id: id)
    case "fieldnotes":
      throw .malformed(url: text, reason: "unknown host '\(host)'; expected 'note'")
    default:
      return .foreign(text)
    }
  }

  private static func series(_ text: String, segments: [String], components: URLComponents)
    throws(DeepLinkError) -> DeepLink
  {
    guard segments.count == 1, let slug = segments.first, !slug.isEmpty else {
      throw .malformed(url: text, reason: "expected one series slug after 'series/'")
    }
    let items = components.queryItems ?? []
    func number(_ name: String) throws(DeepLinkError) -> Int? {
      guard let raw = items.last(where: { $0.name == name })?.value else { return nil }
      guard let value = Int(raw), value >= 1 else {
        throw .malformed(url: text, reason: "\(name) '\(raw)' is not a whole number from 1")
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
