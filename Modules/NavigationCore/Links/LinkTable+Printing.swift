extension LinkTable {
  /// Prints the canonical URL of a tab's path.
  ///
  /// - Parameters:
  ///   - routes: The path, bottom first, as flat JSON objects with `key`.
  ///   - tab: The tab whose path it is.
  ///   - form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL, or `nil` when no pattern builds this path (in this form) within
  ///   ``maximumLength`` bytes; ``link(for:presenting:tab:form:)`` says why.
  /// - Complexity: O(*p* × *r*) for *p* patterns and *r* routes.
  public func url(for routes: [[String: JSONScalar]], tab: TabID, form: LinkForm = .custom)
    -> String?
  {
    try? link(for: routes, presenting: nil, tab: tab, form: form)
  }

  /// Prints the canonical URL of a tab's path and the sheet or cover presented over it.
  ///
  /// - Parameters:
  ///   - routes: The path, bottom first, as flat JSON objects with `key`.
  ///   - modal: The sheet or cover over the path (its own stack empty), or `nil`.
  ///   - tab: The tab whose path it is.
  ///   - form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL, or `nil` when no pattern builds this place; see
  ///   ``link(for:presenting:tab:form:)`` for why.
  public func url(
    for routes: [[String: JSONScalar]], presenting modal: LinkModalRoute?, tab: TabID,
    form: LinkForm = .custom
  ) -> String? {
    try? link(for: routes, presenting: modal, tab: tab, form: form)
  }

  /// Prints the canonical URL of a place, or says why it has none.
  ///
  /// The pattern is the first registered one whose stack (and modal), filled from the routes'
  /// fields, is exactly the place (for an empty path, a root pattern of the tab). The custom
  /// form is canonical; the https form uses the scheme's canonical host. Path values, query
  /// values and the fragment are percent-encoded except for RFC 3986's unreserved characters;
  /// query items follow the pattern's order; optional parts appear only when their route is
  /// on the path, a query item whose value is its default not at all. A printed link always
  /// opens: it is at most ``maximumLength`` bytes and ``maximumSegments`` segments, and parsing
  /// it gives the same place back.
  ///
  /// - Parameters:
  ///   - routes: The path, bottom first, as flat JSON objects with `key`.
  ///   - modal: The sheet or cover over the path (its own stack empty), or `nil`.
  ///   - tab: The tab whose path it is.
  ///   - form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL.
  /// - Throws: ``LinkPrintingError`` saying why there is no link.
  /// - Complexity: O(*p* × *r*) for *p* patterns and *r* routes.
  public func link(
    for routes: [[String: JSONScalar]], presenting modal: LinkModalRoute?, tab: TabID,
    form: LinkForm = .custom
  ) throws(LinkPrintingError) -> String {
    let candidates = links.filter { $0.pattern.stack.count >= routes.count }
      .filter { routes.isEmpty && modal == nil ? $0.pattern.tab == tab : true }
      .sorted { ($0.pattern.tab == tab ? 0 : 1) < ($1.pattern.tab == tab ? 0 : 1) }
    var tooLong: LinkPrintingError?
    for link in candidates {
      guard let url = print(link, routes: routes, modal: modal, form: form) else { continue }
      let bytes = url.utf8.count
      guard bytes <= Self.maximumLength else {
        tooLong = tooLong ?? .tooLong(bytes: bytes, limit: Self.maximumLength)
        continue
      }
      // The custom form's host counts as a segment, the https form's domain does not.
      let parts = url.utf8.split(separator: UInt8(ascii: "/")).count
      let segments = parts - (form == .custom ? 1 : 2)
      guard segments <= Self.maximumSegments else {
        tooLong = tooLong ?? .tooManySegments(count: segments, limit: Self.maximumSegments)
        continue
      }
      // A more specific pattern may take this pattern's link (a note whose ID is a literal
      // of another pattern): the printed link must open this very place.
      guard opens(url, link: link, routes: routes, modal: modal) else { continue }
      return url
    }
    throw tooLong ?? .noPattern
  }

  /// Whether a printed link parses back to its pattern and place.
  private func opens(
    _ url: String, link: RegisteredLink, routes: [[String: JSONScalar]], modal: LinkModalRoute?
  ) -> Bool {
    guard case .location(let location)? = try? parse(url) else { return false }
    return location.feature == link.feature && location.tab == link.pattern.tab
      && location.routes == routes && location.modal == modal
  }

  /// Prints a pattern with the values the routes hold, when its stack builds exactly them.
  ///
  /// - Parameters:
  ///   - link: The pattern.
  ///   - routes: The path.
  ///   - modal: The sheet or cover over it, or `nil`.
  ///   - form: The form.
  /// - Returns: The URL, whatever its length, or `nil`.
  func print(
    _ link: RegisteredLink, routes: [[String: JSONScalar]], modal: LinkModalRoute?,
    form: LinkForm
  ) -> String? {
    let pattern = link.pattern
    if let modal {
      guard let ending = pattern.modal, ending.style == modal.style,
        pattern.stack.count == routes.count
      else { return nil }
    }
    var values: [String: JSONScalar] = [:]
    let given = routes + (modal.map { [$0.route] } ?? [])
    for (template, route) in zip(pattern.builtRoutes, given) {
      guard route["key"] == .string(template.key), route.count == template.fields.count + 1
      else { return nil }
      for (field, parameter) in template.fields {
        guard let value = route[field] else { return nil }
        if let bound = values[parameter], bound != value { return nil }
        values[parameter] = value
      }
    }
    let binder = link.binder
    let slots = binder.values(values)
    // The form whose path values are exactly the given ones.
    let bound = Set(slots.indices.filter { slots[$0] != nil })
    let pathSlots = Set(binder.forms.flatMap(\.slots))
    guard
      let pathForm = binder.forms.first(where: { Set($0.slots) == bound.intersection(pathSlots) })
    else { return nil }
    var text: String
    switch form {
    case .custom:
      text = "\(pattern.scheme)://\(pattern.host)"
    case .https:
      guard pattern.isUniversal, let domain = domain(for: pattern.scheme) else { return nil }
      text = "https://\(domain.canonicalHost)/\(pattern.host)"
    }
    guard let path = pathForm.print(slots, encode: LinkPercentEncoding.encode) else { return nil }
    text += path
    var query: [String] = []
    for item in pattern.query {
      guard let value = values[item.parameter] else {
        if item.isRequired { return nil }
        continue
      }
      if !item.isRequired, value == item.defaultValue { continue }
      let name = LinkPercentEncoding.encode(item.name)
      if let separator = item.listSeparator {
        guard case .string(let joined) = value, !joined.isEmpty else { return nil }
        for element in joined.split(separator: separator, omittingEmptySubsequences: false) {
          guard let raw = item.kind.elementText(String(element)) else { return nil }
          query.append("\(name)=\(LinkPercentEncoding.encode(raw))")
        }
        continue
      }
      guard let raw = item.kind.text(for: value) else { return nil }
      query.append("\(name)=\(LinkPercentEncoding.encode(raw))")
    }
    if !query.isEmpty { text += "?" + query.joined(separator: "&") }
    if let fragment = pattern.fragment, let value = values[fragment.parameter] {
      guard let raw = fragment.kind.text(for: value) else { return nil }
      text += "#" + LinkPercentEncoding.encode(raw)
    }
    // The place built from the printed values must be the given one.
    var parsedValues = slots
    for item in pattern.query where values[item.parameter] == nil && item.defaultValue != nil {
      if let index = binder.parameters.firstIndex(of: item.parameter) {
        parsedValues[index] = item.defaultValue
      }
    }
    guard let built = try? binder.build(from: parsedValues),
      built.routes.map(\.object) == routes, built.modal?.object == modal?.route
    else { return nil }
    return text
  }
}
