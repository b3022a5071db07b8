import AppShell
import MangaCatalog
import NavigationCore
import NavigationRouter
import Testing

/// parse(print(path)) == path for every registered pattern, in both forms, with values that
/// need percent-encoding wherever a pattern's value kind allows them.
@MainActor
struct LinkRoundTripTests {
  /// One pattern with one choice of values: the routes it builds and the tab.
  struct Sample: CustomTestStringConvertible, Sendable {
    var template: String
    var tab: TabID
    var routes: [[String: JSONScalar]]
    var universal: Bool

    var testDescription: String {
      "\(template) -> \(routes.map { $0["key"]?.description ?? "?" })"
    }
  }

  /// Values of each kind, the second of each needing percent-encoding where the kind allows.
  nonisolated static func values(of kind: LinkValueKind) -> [JSONScalar] {
    switch kind {
    case .identifier(let characters) where characters == .slug:
      [.string("op"), .string("one-piece-2")]
    case .identifier: [.string("note-1"), .string("ノート_1.a")]
    case .positiveInteger: [.integer(1), .integer(1085)]
    case .uuid: [.string("123E4567-E89B-12D3-A456-426614174000")]
    case .text: [.string("naruto"), .string("one piece & co/100%?#+=ü")]
    }
  }

  /// Every registered pattern, with every run of its optional query items and every value.
  static func samples() throws -> [Sample] {
    let registry = try HoistApp.composedRegistry()
    var samples: [Sample] = []
    for link in registry.links.links {
      let pattern = link.pattern
      let required =
        pattern.segments.compactMap { segment -> (String, LinkValueKind)? in
          if case .value(let name, let kind) = segment { return (name, kind) }
          return nil
        } + pattern.query.filter(\.isRequired).map { ($0.parameter, $0.kind) }
      let optional = pattern.query.filter { !$0.isRequired }.map { ($0.parameter, $0.kind) }
      for count in 0...optional.count {
        let parameters = required + optional.prefix(count)
        for choice in 0..<2 {
          var values: [String: JSONScalar] = [:]
          for (name, kind) in parameters {
            let options = Self.values(of: kind)
            values[name] = options[min(choice, options.count - 1)]
          }
          var routes: [[String: JSONScalar]] = []
          for route in pattern.stack {
            guard route.parameters.allSatisfy({ values[$0] != nil }) else { break }
            var object: [String: JSONScalar] = ["key": .string(route.key)]
            for (field, parameter) in route.fields { object[field] = values[parameter] }
            routes.append(object)
          }
          samples.append(
            Sample(
              template: pattern.template, tab: pattern.tab, routes: routes,
              universal: pattern.isUniversal))
        }
      }
    }
    return samples
  }

  @Test(arguments: try await samples())
  func parsingThePrintedLinkGivesThePathBack(_ sample: Sample) throws {
    let registry = try HoistApp.composedRegistry()
    // Every route of every pattern decodes: the pattern's fields fit the route's case.
    let routes = try sample.routes.map { try registry.decodeRouteThroughCoding($0) }
    // The route types build the same routes directly (LinkBuildableRoute), as links do.
    #expect(try sample.routes.map { try registry.linkRoute($0) } == routes)
    #expect(try sample.routes.map { try registry.decodeRoute($0) } == routes)
    let objects = try routes.map { try RouteCoding.object(for: $0) }
    #expect(objects == sample.routes)
    let forms: [LinkForm] = sample.universal ? [.custom, .https] : [.custom]
    for form in forms {
      let url = try #require(registry.links.url(for: objects, tab: sample.tab, form: form))
      guard case .location(let location) = try registry.links.parse(url) else {
        Issue.record("\(url) did not parse to a location")
        continue
      }
      #expect(location.routes == objects, "\(url)")
      #expect(location.tab == sample.tab, "\(url)")
      #expect(location.template == sample.template, "\(url)")
    }
    if !sample.universal {
      #expect(registry.links.url(for: objects, tab: sample.tab, form: .https) == nil)
    }
  }

  @Test func valuesThatNeedItArePercentEncodedInPrint() throws {
    let registry = try HoistApp.composedRegistry()
    #expect(
      registry.links.url(
        for: [["key": .string("search.results"), "query": .string("one piece & co")]], tab: "search"
      )
        == "mangareader://search?q=one%20piece%20%26%20co")
    #expect(
      registry.links.url(
        for: [["key": .string("fieldnotes.note"), "noteID": .string("ノート")]], tab: "notes")
        == "fieldnotes://note/%E3%83%8E%E3%83%BC%E3%83%88")
    #expect(try Self.samples().count >= 2 * registry.links.links.count)
  }
}
