import Foundation

extension LinkTable {
  /// Parses URL text: syntax only; whether the routes' IDs exist is for the app to check.
  ///
  /// - Parameter text: The URL as given.
  /// - Returns: ``ParsedLink/foreign`` for a URL of another app or site, the bare app link,
  ///   or the matched location.
  /// - Throws: ``LinkError`` naming the bad part when a URL of this app's schemes or domain
  ///   cannot be matched, or a limit is exceeded.
  /// - Complexity: O(*n* + *p*) for a URL of *n* bytes and *p* patterns of its host.
  public func parse(_ text: String) throws(LinkError) -> ParsedLink {
    let bytes = text.utf8.count
    guard bytes <= Self.maximumLength else {
      throw .tooLong(bytes: bytes, limit: Self.maximumLength)
    }
    let escaped = Self.escapingBytesAURLMayNotHold(text)
    guard let components = URLComponents(string: escaped), let rawScheme = components.scheme
    else {
      if text.contains("://") { throw .notAURL }
      return .foreign
    }
    let scheme = rawScheme.asciiLowercased
    let form: LinkForm
    let linkScheme: String
    var tokens: [String]
    if index.schemes.contains(scheme) {
      guard let host = components.host else { throw .missingHost(scheme: scheme) }
      guard components.user == nil, components.password == nil, components.port == nil else {
        throw .hasUserOrPort(scheme: scheme)
      }
      // The host is the first token, the path's segments follow it in the same array.
      tokens = [host.asciiLowercased]
      try Self.appendSegments(of: components.percentEncodedPath, to: &tokens)
      if host.isEmpty {
        guard tokens.count == 1 else { throw .missingHost(scheme: scheme) }
        return .app(scheme: scheme)
      }
      form = .custom
      linkScheme = scheme
    } else if scheme == "https", let host = components.host?.asciiLowercased,
      let domain = domains.first(where: { $0.hosts.contains(host) }),
      components.user == nil, components.password == nil, components.port == nil
    {
      form = .https
      linkScheme = domain.scheme
      tokens = []
      try Self.appendSegments(of: components.percentEncodedPath, to: &tokens)
      if tokens.isEmpty { return .app(scheme: domain.scheme) }
      // The first segment stands for the custom form's host and compares like one.
      tokens[0] = tokens[0].asciiLowercased
    } else {
      // Another app's scheme, plain http, another site, or our site with a port or user
      // name: universal links are https on the exact domain only.
      return .foreign
    }
    guard tokens.count <= Self.maximumSegments else {
      throw .tooManySegments(count: tokens.count, limit: Self.maximumSegments)
    }
    return .location(
      try match(
        scheme: linkScheme, form: form, tokens: tokens,
        items: Self.queryItems(components.percentEncodedQueryItems ?? [])))
  }

  /// A query item with its name decoded and its value as the URL gives it.
  private struct QueryItem {
    /// The decoded name, or `nil` when it is not percent-encoded UTF-8 (no pattern's item).
    var name: String?
    /// The percent-encoded value, or `nil` for an item without `=`.
    var encodedValue: String?

    /// The decoded value (empty without `=`).
    ///
    /// - Throws: ``LinkError/invalidValue(name:value:reason:)`` naming the item and its value
    ///   as given when its escapes are not UTF-8, as for a path segment.
    func value() throws(LinkError) -> String {
      guard let encodedValue else { return "" }
      guard encodedValue.utf8.contains(UInt8(ascii: "%")) else { return encodedValue }
      guard let decoded = encodedValue.removingPercentEncoding else {
        throw .invalidValue(
          name: name ?? "?", value: encodedValue, reason: "is not valid percent-encoded UTF-8")
      }
      return decoded
    }
  }

  /// The query items with their names decoded; each value is decoded when an item the
  /// pattern knows reads it, so an unknown item is ignored whatever it holds.
  private static func queryItems(_ encoded: [URLQueryItem]) -> [QueryItem] {
    encoded.map { item in
      let name =
        item.name.utf8.contains(UInt8(ascii: "%")) ? item.name.removingPercentEncoding : item.name
      return QueryItem(name: name, encodedValue: item.value)
    }
  }

  /// Appends the path's non-empty segments, each percent-decoded once.
  private static func appendSegments(
    of percentEncodedPath: String, to segments: inout [String]
  ) throws(LinkError) {
    // The path is split on its `/` bytes, never on characters: a `/` byte is a `/` in any UTF-8
    // text (no other character's bytes hold 0x2F), a `/` followed by a combining mark is still
    // a separator, and nothing is broken into characters (callgrind: 2,700 instructions a
    // path). `URLComponents` gives an ASCII path here, as the link's other bytes were escaped.
    let bytes = percentEncodedPath.utf8
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
      if start < index { try appendSegment(percentEncodedPath[start..<index], to: &segments) }
      start = bytes.index(after: index)
    }
    if start < bytes.endIndex { try appendSegment(percentEncodedPath[start...], to: &segments) }
  }

  /// Appends one raw path segment, percent-decoded once.
  private static func appendSegment(_ raw: Substring, to segments: inout [String])
    throws(LinkError)
  {
    // Without a `%` nothing is decoded: the segment is its own decoding.
    guard raw.utf8.contains(UInt8(ascii: "%")) else {
      segments.append(String(raw))
      return
    }
    guard let decoded = String(raw).removingPercentEncoding else {
      throw .invalidValue(
        name: "path segment", value: String(raw), reason: "is not valid percent-encoded UTF-8")
    }
    segments.append(decoded)
  }

  /// Finds the most specific pattern for a host and path, binds its values and builds its
  /// stack.
  private func match(scheme: String, form: LinkForm, tokens: [String], items: [QueryItem])
    throws(LinkError) -> LinkLocation
  {
    let host = tokens[0]
    let path = tokens.dropFirst()
    // The patterns of this scheme, form and host, most specific first (see LinkIndex).
    guard let ofHost = index.candidates[LinkIndex.Place(scheme: scheme, form: form, host: host)]
    else {
      let ofScheme = links.filter {
        $0.pattern.scheme == scheme && (form == .custom || $0.pattern.isUniversal)
      }
      throw .unknownHost(
        host, form: form, scheme: scheme, known: Set(ofScheme.map(\.pattern.host)).sorted())
    }
    var lastError: LinkError?
    var fitted = false
    for candidate in ofHost where candidate.link.binder.fits(path) {
      fitted = true
      let link = candidate.link
      var values = link.binder.emptyValues
      do throws(LinkError) {
        try link.binder.bindPath(path, into: &values)
        for item in link.pattern.query where item.isRequired {
          guard items.contains(where: { $0.name == item.name }) else {
            throw .missingItem(
              name: item.name, template: template(of: link.pattern, form: form) ?? "")
          }
        }
      } catch {
        lastError = error
        continue
      }
      for bound in link.binder.query {
        let item = bound.item
        var given: QueryItem?
        var count = 0
        for candidate in items where candidate.name == item.name {
          given = given ?? candidate
          count += 1
        }
        guard let given else { continue }
        guard count == 1 else { throw .repeatedItem(name: item.name, count: count) }
        let raw = try given.value()
        // An empty optional text item is as good as absent (`search?q=` is the search tab).
        if raw.isEmpty, !item.isRequired, item.kind == .text { continue }
        values[bound.slot] = try item.kind.parse(raw, name: item.name)
      }
      return LinkLocation(
        feature: link.feature, template: candidate.template, tab: link.pattern.tab,
        routeFields: try link.binder.routes(from: values))
    }
    guard fitted else {
      let expected = ofHost.compactMap { template(of: $0.link.pattern, form: form) }
        .map { String($0.prefix { $0 != "?" && $0 != "[" }) }
      throw .unexpectedPath(expected: Array(Set(expected)).sorted())
    }
    throw lastError ?? .unexpectedPath(expected: [])
  }
}
