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
    let url: LinkURLParts
    do {
      url = try LinkURLParts(text[...])
    } catch {
      if case .noScheme = error { return .foreign }
      throw .notAURL
    }
    let scheme = String(url.scheme).asciiLowercased
    let form: LinkForm
    let linkScheme: String
    var tokens: [String]
    if index.schemes.contains(scheme) {
      guard url.hasAuthority else { throw .missingHost(scheme: scheme) }
      guard url.userInfo == nil, url.port == nil else { throw .hasUserOrPort(scheme: scheme) }
      // The host is the first token, the path's segments follow it in the same array. It
      // compares as typed, ASCII letters folded: an escape or a letter IDNA would map (a
      // fullwidth `ｓ`, the Kelvin sign) names no host of ours.
      tokens = [String(url.host).asciiLowercased]
      try Self.appendSegments(of: url.path, to: &tokens)
      if url.host.isEmpty {
        guard tokens.count == 1 else { throw .missingHost(scheme: scheme) }
        return .app(scheme: scheme)
      }
      form = .custom
      linkScheme = scheme
    } else if scheme == "https", url.hasAuthority, url.userInfo == nil, url.port == nil,
      let domain = self.domain(hostedAt: String(url.host).asciiLowercased)
    {
      form = .https
      linkScheme = domain.scheme
      tokens = []
      try Self.appendSegments(of: url.path, to: &tokens)
      if tokens.isEmpty { return .app(scheme: domain.scheme) }
      // The first segment stands for the custom form's host and compares like one.
      tokens[0] = tokens[0].asciiLowercased
    } else {
      // Another app's scheme, plain http, another site, or our site with a port (even an
      // empty one), a user name or a host typed otherwise: universal links are https on the
      // exact domain only.
      return .foreign
    }
    guard tokens.count <= Self.maximumSegments else {
      throw .tooManySegments(count: tokens.count, limit: Self.maximumSegments)
    }
    return .location(
      try match(
        scheme: linkScheme, form: form, tokens: tokens,
        items: Self.queryItems(url.query), fragment: url.fragment))
  }

  /// The domain one of whose hosts is exactly this one (a trailing dot is another host).
  private func domain(hostedAt host: String) -> UniversalLinkDomain? {
    domains.first { $0.hosts.contains(host) }
  }

  /// A query item with its name decoded and its value as the URL gives it.
  struct QueryItem {
    /// The decoded name, or `nil` when it is not percent-encoded UTF-8 (no pattern's item).
    var name: String?
    /// The value as typed, or `nil` for an item without `=`.
    var rawValue: Substring?

    /// The decoded value (empty without `=`).
    ///
    /// - Throws: ``LinkError/invalidValue(name:value:reason:)`` naming the item and its value
    ///   as given when its escapes are not UTF-8, as for a path segment.
    func value() throws(LinkError) -> String {
      guard let rawValue else { return "" }
      guard let decoded = LinkPercentEncoding.decode(rawValue) else {
        throw .invalidValue(
          name: name ?? "?", value: String(rawValue), reason: "is not valid percent-encoded UTF-8")
      }
      return decoded
    }
  }

  /// The query's items (`&`-separated, name and value split at the first `=`; empty items
  /// skipped) with their names decoded; each value is decoded when an item the pattern knows
  /// reads it, so an unknown item is ignored whatever it holds.
  static func queryItems(_ query: Substring?) -> [QueryItem] {
    guard let query, !query.isEmpty else { return [] }
    // Split on the `&` bytes, as the path on its `/` bytes: `split` on characters would
    // break the whole query into grapheme clusters to find a byte.
    var items: [QueryItem] = []
    let bytes = query.utf8
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == UInt8(ascii: "&") {
      if start < index { items.append(queryItem(query[start..<index])) }
      start = bytes.index(after: index)
    }
    if start < bytes.endIndex { items.append(queryItem(query[start...])) }
    return items
  }

  /// One non-empty query item, split at its first `=`.
  private static func queryItem(_ item: Substring) -> QueryItem {
    guard let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) else {
      return QueryItem(name: LinkPercentEncoding.decode(item), rawValue: nil)
    }
    return QueryItem(
      name: LinkPercentEncoding.decode(item[item.startIndex..<equals]),
      rawValue: item[item.utf8.index(after: equals)...])
  }

  /// Appends the path's non-empty segments, each percent-decoded once.
  static func appendSegments(of path: Substring, to segments: inout [String])
    throws(LinkError)
  {
    // The path is split on its `/` bytes, never on characters: a `/` byte is a `/` in any UTF-8
    // text (no other character's bytes hold 0x2F), a `/` followed by a combining mark is still
    // a separator, and nothing is broken into characters.
    let bytes = path.utf8
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
      if start < index { try appendSegment(path[start..<index], to: &segments) }
      start = bytes.index(after: index)
    }
    if start < bytes.endIndex { try appendSegment(path[start...], to: &segments) }
  }

  /// Appends one raw path segment, percent-decoded once.
  private static func appendSegment(_ raw: Substring, to segments: inout [String])
    throws(LinkError)
  {
    guard let decoded = LinkPercentEncoding.decode(raw) else {
      throw .invalidValue(
        name: "path segment", value: String(raw), reason: "is not valid percent-encoded UTF-8")
    }
    segments.append(decoded)
  }

  /// Finds the most specific pattern for a host and path, binds its values and builds its
  /// stack.
  private func match(
    scheme: String, form: LinkForm, tokens: [String], items: [QueryItem], fragment: Substring?
  ) throws(LinkError) -> LinkLocation {
    let host = tokens[0]
    let path = tokens.dropFirst()
    // The forms of the patterns of this scheme, form and host, most specific first.
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
    for candidate in ofHost where candidate.pathForm.fits(path) {
      fitted = true
      let link = candidate.link
      var values = link.binder.emptyValues
      do throws(LinkError) {
        try candidate.pathForm.bind(path, into: &values)
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
      try Self.bindQuery(items, of: link.binder, into: &values)
      if let capture = link.binder.fragment, let fragment, !fragment.isEmpty {
        guard let decoded = LinkPercentEncoding.decode(fragment) else {
          throw .invalidValue(
            name: "fragment", value: String(fragment), reason: "is not valid percent-encoded UTF-8")
        }
        values[capture.slot] = try capture.kind.parse(
          decoded, name: link.binder.parameters[capture.slot])
      }
      let built = try link.binder.build(from: values)
      return LinkLocation(
        feature: link.feature, template: candidate.template, tab: link.pattern.tab,
        routeFields: built.routes,
        modal: built.modal.map {
          LinkModalRoute(link.pattern.modal?.style ?? .sheet, routeFields: $0)
        })
    }
    guard fitted else {
      let expected = ofHost.compactMap { template(of: $0.link.pattern, form: form) }
        .map { String($0.prefix { $0 != "?" && $0 != "#" && $0 != "[" }) }
      throw .unexpectedPath(expected: Array(Set(expected)).sorted())
    }
    throw lastError ?? .unexpectedPath(expected: [])
  }

  /// Binds the query items a pattern knows: a single item at most once, a list's every
  /// occurrence, an absent item's default.
  private static func bindQuery(
    _ items: [QueryItem], of binder: LinkBinder, into values: inout [JSONScalar?]
  ) throws(LinkError) {
    for bound in binder.query {
      let item = bound.item
      if let separator = item.listSeparator {
        var elements: [String] = []
        for given in items where given.name == item.name {
          let raw = try given.value()
          if raw.isEmpty, item.kind == .text { continue }
          elements.append(try item.kind.parse(raw, name: item.name).description)
        }
        if !elements.isEmpty { values[bound.slot] = .string(elements.joined(separator: separator)) }
        continue
      }
      var given: QueryItem?
      var count = 0
      for candidate in items where candidate.name == item.name {
        given = given ?? candidate
        count += 1
      }
      guard let given else {
        if let value = item.defaultValue { values[bound.slot] = value }
        continue
      }
      guard count == 1 else { throw .repeatedItem(name: item.name, count: count) }
      let raw = try given.value()
      // An empty optional text item is as good as absent (`search?q=` is the search tab).
      if raw.isEmpty, !item.isRequired, item.kind == .text {
        if let value = item.defaultValue { values[bound.slot] = value }
        continue
      }
      values[bound.slot] = try item.kind.parse(raw, name: item.name)
    }
  }
}
