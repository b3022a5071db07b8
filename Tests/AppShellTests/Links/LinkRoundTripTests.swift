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
    var sample: LinkSample
    var universal: Bool

    var testDescription: String {
      "\(sample.template) -> \(sample.routes.map { $0["key"]?.description ?? "?" })"
        + (sample.modal.map { " + \($0.style) \($0.route["key"]?.description ?? "?")" } ?? "")
    }
  }

  /// Every place every registered pattern builds (each form of its path, each run of its
  /// optional parts, a value needing percent-encoding in each position; LinkSample).
  static func samples() throws -> [Sample] {
    let registry = try HoistApp.composedRegistry()
    return registry.links.links.flatMap { link in
      LinkSample.samples(of: link).map { Sample(sample: $0, universal: link.pattern.isUniversal) }
    }
  }

  @Test(arguments: try await samples())
  func parsingThePrintedLinkGivesThePlaceBack(_ sample: Sample) throws {
    let registry = try HoistApp.composedRegistry()
    let objects = sample.sample.routes.map(\.object)
    // Every route of every pattern decodes: the pattern's fields fit the route's case.
    let routes = try objects.map { try registry.decodeRouteThroughCoding($0) }
    // The route types build the same routes directly (LinkBuildableRoute), as links do.
    #expect(try objects.map { try registry.linkRoute($0) } == routes)
    #expect(try objects.map { try registry.decodeRoute($0) } == routes)
    #expect(try routes.map { try RouteCoding.object(for: $0) } == objects)
    let modal = sample.sample.modal
    if let modal {
      let root = try registry.decodeRouteThroughCoding(modal.route)
      #expect(try RouteCoding.object(for: root) == modal.route)
    }
    let link = try #require(
      registry.links.links.first { $0.pattern.template == sample.sample.template })
    let forms: [LinkForm] = sample.universal ? [.custom, .https] : [.custom]
    for form in forms {
      // The pattern's own link of the place, and the canonical one, open the place.
      let own = try #require(registry.links.url(of: sample.sample, with: link, form: form))
      let canonical = try #require(
        registry.links.url(for: objects, presenting: modal, tab: sample.sample.tab, form: form))
      for url in [own, canonical] {
        guard case .location(let location) = try registry.links.parse(url) else {
          Issue.record("\(url) did not parse to a location")
          continue
        }
        #expect(location.routes == objects, "\(url)")
        #expect(location.modal == modal, "\(url)")
        #expect(location.tab == sample.sample.tab, "\(url)")
        if url == own { #expect(location.template == sample.sample.template, "\(url)") }
      }
    }
    if !sample.universal {
      #expect(
        registry.links.url(for: objects, presenting: modal, tab: sample.sample.tab, form: .https)
          == nil)
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
    #expect(try Self.samples().count >= registry.links.links.count + 10)
  }
}
