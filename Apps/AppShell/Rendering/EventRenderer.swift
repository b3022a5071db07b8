import Foundation
import NavigationCore
import NavigationRouter
import TerminalEscaping

/// Renders navigation events and router diagnostics for standard error: a line of text for
/// people, or one JSON object a line for tools (keys sorted, absent values `null`).
package enum EventRenderer {
  /// One event as text, such as `event: pushed {"key":"library.series","seriesID":"op"} on library`.
  ///
  /// - Parameter event: The event.
  /// - Returns: One line, without a newline.
  package static func text(_ event: NavigationEvent) -> String {
    switch event {
    case .pushed(let route, let tab): "event: pushed \(route) on \(tab)"
    case .popped(let routes, let tab):
      "event: popped \(routes.map(\.description).joined(separator: ", ")) on \(tab)"
    case .presented(let route, let style, let tab):
      "event: presented \(name(style)) \(route) on \(tab)"
    case .dismissed(let modals, let tab):
      "event: dismissed \(modals.map { "\(name($0.style)) \($0.root)" }.joined(separator: ", ")) on \(tab)"
    case .tabSelected(let tab): "event: tab selected \(tab)"
    case .alertShown(let title): "event: alert shown “\(title)”"
    case .alertAnswered(let title, let confirmed):
      "event: alert answered “\(title)”: \(confirmed ? "confirmed" : "cancelled")"
    case .linkOpened(let url, let outcome): "event: link opened \(url): \(outcome)"
    }
  }

  /// One event as a JSON line: `{"event":{"confirmed":..,"kind":..,"outcome":..,"route":..,
  /// "routes":..,"style":..,"tab":..,"title":..,"url":..}}`, every key present.
  ///
  /// - Parameter event: The event.
  /// - Returns: One line of JSON, without a newline.
  package static func json(_ event: NavigationEvent) -> String {
    var object = EventObject(kind: "")
    switch event {
    case .pushed(let route, let tab):
      object = EventObject(kind: "pushed", tab: tab.rawValue, route: route)
    case .popped(let routes, let tab):
      object = EventObject(kind: "popped", tab: tab.rawValue, routes: routes)
    case .presented(let route, let style, let tab):
      object = EventObject(
        kind: "presented", tab: tab.rawValue, route: route, style: style.rawValue)
    case .dismissed(let modals, let tab):
      object = EventObject(
        kind: "dismissed", tab: tab.rawValue, routes: modals.map(\.root),
        styles: modals.map(\.style.rawValue))
    case .tabSelected(let tab):
      object = EventObject(kind: "tabSelected", tab: tab.rawValue)
    case .alertShown(let title):
      object = EventObject(kind: "alertShown", title: title)
    case .alertAnswered(let title, let confirmed):
      object = EventObject(kind: "alertAnswered", title: title, confirmed: confirmed)
    case .linkOpened(let url, let outcome):
      object = EventObject(kind: "linkOpened", url: url, outcome: outcome)
    }
    return encode(["event": object])
  }

  /// A router diagnostic as text: `hoist: diagnostic: …`.
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: One line, without a newline.
  package static func text(diagnostic: String) -> String {
    "hoist: diagnostic: \(diagnostic)"
  }

  /// A router diagnostic as a JSON line: `{"diagnostic":"…"}`.
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: One line of JSON, without a newline.
  package static func json(diagnostic: String) -> String {
    encode(["diagnostic": diagnostic])
  }

  private static func name(_ style: PresentationStyle) -> String {
    style == .sheet ? "sheet" : "full-screen cover"
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return #"{"event":null}"# }
    return JSONText.lineSafe(data)
  }
}

/// The wire shape of one event: every key, `null` when the event has no such part.
private struct EventObject: Encodable {
  var kind: String
  var tab: String?
  var route: AnyRoute?
  var routes: [AnyRoute]?
  var style: String?
  var styles: [String]?
  var title: String?
  var confirmed: Bool?
  var url: String?
  var outcome: String?

  enum CodingKeys: String, CodingKey {
    case kind, tab, route, routes, style, styles, title, confirmed, url, outcome
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(tab, forKey: .tab)
    try container.encode(route.map { try RouteCoding.object(for: $0) }, forKey: .route)
    try container.encode(
      routes.map { try $0.map { try RouteCoding.object(for: $0) } }, forKey: .routes)
    try container.encode(style, forKey: .style)
    try container.encode(styles, forKey: .styles)
    try container.encode(title, forKey: .title)
    try container.encode(confirmed, forKey: .confirmed)
    try container.encode(url, forKey: .url)
    try container.encode(outcome, forKey: .outcome)
  }
}
