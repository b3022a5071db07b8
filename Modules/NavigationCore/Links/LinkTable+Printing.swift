import Foundation

extension LinkTable {
  /// Prints the canonical URL of a tab's path.
  ///
  /// The pattern is the one whose stack, filled from the routes' fields, is exactly the path
  /// (for an empty path, the root pattern of the tab). The custom form is canonical; the
  /// https form uses the scheme's canonical host. Path values and query values are
  /// percent-encoded except for RFC 3986's unreserved characters; query items follow the
  /// pattern's order; optional items appear only when their route is on the path.
  ///
  /// - Parameters:
  ///   - routes: The path, bottom first, as flat JSON objects with `key`.
  ///   - tab: The tab whose path it is.
  ///   - form: The custom scheme (default) or the https universal link.
  /// - Returns: The URL, or `nil` when no pattern builds this path (in this form).
  /// - Complexity: O(*p* × *r*) for *p* patterns and *r* routes.
  public func url(for routes: [[String: JSONScalar]], tab: TabID, form: LinkForm = .custom)
    -> String?
  {
    let candidates = links.filter { $0.pattern.stack.count >= routes.count }
      .filter { routes.isEmpty ? $0.pattern.tab == tab : true }
      .sorted { ($0.pattern.tab == tab ? 0 : 1) < ($1.pattern.tab == tab ? 0 : 1) }
    for link in candidates {
      if let url = print(link, routes: routes, form: form) { return url }
    }
    return nil
  }

  /// Prints a pattern with the values the routes hold, when its stack builds exactly them.
  private func print(_ link: RegisteredLink, routes: [[String: JSONScalar]], form: LinkForm)
    -> String?
  {
    let pattern = link.pattern
    var values: [String: JSONScalar] = [:]
    for (template, route) in zip(pattern.stack, routes) {
      guard route["key"] == .string(template.key), route.count == template.fields.count + 1
      else { return nil }
      for (field, parameter) in template.fields {
        guard let value = route[field] else { return nil }
        if let bound = values[parameter], bound != value { return nil }
        values[parameter] = value
      }
    }
    // The stack must stop exactly after the path's routes: the next route needs a value
    // that is absent, and no later route may be complete.
    if pattern.stack.count > routes.count {
      let next = pattern.stack[routes.count]
      guard !next.parameters.allSatisfy({ values[$0] != nil }) else { return nil }
    }
    var text: String
    switch form {
    case .custom:
      text = "\(pattern.scheme)://\(pattern.host)"
    case .https:
      guard pattern.isUniversal, let domain = domain(for: pattern.scheme) else { return nil }
      text = "https://\(domain.canonicalHost)/\(pattern.host)"
    }
    for segment in pattern.segments {
      switch segment {
      case .literal(let word):
        text += "/" + Self.encode(word)
      case .value(let name, let kind):
        guard let value = values[name], let raw = kind.text(for: value) else { return nil }
        text += "/" + Self.encode(raw)
      }
    }
    var query: [String] = []
    for item in pattern.query {
      guard let value = values[item.parameter] else {
        if item.isRequired { return nil }
        continue
      }
      guard let raw = item.kind.text(for: value) else { return nil }
      query.append("\(Self.encode(item.name))=\(Self.encode(raw))")
    }
    if !query.isEmpty { text += "?" + query.joined(separator: "&") }
    // The stack built from the printed values must be the path itself.
    let built = try? link.binder.routes(from: link.binder.values(values))
    guard built?.map(\.object) == routes else { return nil }
    return text
  }

  /// RFC 3986's unreserved characters: everything else in a value is percent-encoded.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
