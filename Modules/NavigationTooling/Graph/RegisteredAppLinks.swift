import Foundation
import NavigationCore

/// The link patterns the features register (``LinkTable``), as ``GraphLinks``: every pattern
/// at each depth its optional items allow, its parameters filled from the routes exploring
/// reached, its https form as an alternate, and the table's own printer for the round trip.
package struct RegisteredAppLinks: GraphLinks {
  private let table: LinkTable

  /// Creates the graph's view of a link table.
  ///
  /// - Parameter table: The registered patterns.
  package init(table: LinkTable) {
    self.table = table
  }

  package func entryLinks(reached: [AnyRoute]) -> [GraphEntryLink] {
    let objects = reached.compactMap { try? RouteCoding.object(for: $0) }
    var links: [GraphEntryLink] = []
    var seen: Set<String> = []
    for registered in table.links {
      let pattern = registered.pattern
      let values = Self.values(for: pattern, from: objects)
      // The pattern with every depth its optional query items allow: a series, its chapter,
      // its page.
      for depth in stride(from: pattern.stack.count, through: 0, by: -1) {
        let routes = pattern.stack.prefix(depth).map { route -> [String: JSONScalar]? in
          var object: [String: JSONScalar] = ["key": .string(route.key)]
          for (field, parameter) in route.fields {
            guard let value = values[parameter] else { return nil }
            object[field] = value
          }
          return object
        }
        let filled = routes.compactMap(\.self)
        guard filled.count == routes.count else { continue }
        guard let url = table.url(for: filled, tab: pattern.tab), seen.insert(url).inserted
        else { continue }
        let https = table.url(for: filled, tab: pattern.tab, form: .https)
        links.append(
          GraphEntryLink(
            pattern: Self.shape(of: url, values: values), url: url,
            alternates: https.map { [$0] } ?? []))
      }
    }
    return links
  }

  package func url(tab: TabID, path: [AnyRoute]) -> String? {
    let objects = path.compactMap { try? RouteCoding.object(for: $0) }
    guard objects.count == path.count else { return nil }
    return table.url(for: objects, tab: tab)
  }

  /// Values for a pattern's parameters, taken from the first reached route of each key.
  private static func values(
    for pattern: LinkPattern, from reached: [[String: JSONScalar]]
  ) -> [String: JSONScalar] {
    var values: [String: JSONScalar] = [:]
    for route in pattern.stack {
      // A route that binds every parameter already bound, so the stack stays consistent
      // (the chapter of the series chosen, the page of that chapter).
      let match = reached.first { object in
        object["key"] == .string(route.key)
          && route.fields.allSatisfy { field, parameter in
            object[field] != nil && (values[parameter] == nil || values[parameter] == object[field])
          }
      }
      guard let match else { continue }
      for (field, parameter) in route.fields {
        values[parameter] = match[field]
      }
    }
    return values
  }

  /// A URL with its values named by their parameters, such as
  /// `mangareader://series/<seriesID>?chapter=<chapter>`.
  private static func shape(of url: String, values: [String: JSONScalar]) -> String {
    guard let components = URLComponents(string: url), let scheme = components.scheme else {
      return url
    }
    let named = values.sorted { $0.key < $1.key }
    let segments = components.path.split(separator: "/").map { segment in
      named.first { $0.value.description == segment }.map { "<\($0.key)>" } ?? String(segment)
    }
    var shape = "\(scheme)://\(components.host ?? "")"
    if !segments.isEmpty { shape += "/" + segments.joined(separator: "/") }
    if let items = components.queryItems, !items.isEmpty {
      shape += "?" + items.map { "\($0.name)=<\($0.name)>" }.joined(separator: "&")
    }
    return shape
  }
}
