import NavigationCore
import Testing

/// Runs of segments, optional groups, fragments, query defaults and lists, modal endings:
/// each parses, prints and comes back.
struct LinkFormsTests {
  private let table: LinkTable

  init() throws {
    table = try LinkFormsFixture.table()
  }

  private func file(_ path: String) -> ParsedLink {
    LinkFormsFixture.location(
      "forms://files/<path...>", [["key": "forms.file", "path": .string(path)]])
  }

  @Test func aRunTakesTheRestOfThePathJoinedBySlashes() throws {
    #expect(try table.parse("forms://files/a") == file("a"))
    #expect(try table.parse("forms://files/a/b%20c/%C3%BC") == file("a/b c/ü"))
    #expect(try table.parse("https://forms.example/files//a//b/") == file("a/b"))
    #expect(
      table.url(for: [["key": "forms.file", "path": "a/b c/ü"]], tab: "f")
        == "forms://files/a/b%20c/%C3%BC")
    // A segment holding an escaped slash reads as a slash: its value prints as two segments.
    #expect(try table.parse("forms://files/a%2Fb") == file("a/b"))
  }

  @Test func aRunValueWithAnEmptySegmentHasNoLink() {
    #expect(table.url(for: [["key": "forms.file", "path": "a//b"]], tab: "f") == nil)
    #expect(table.url(for: [["key": "forms.file", "path": ""]], tab: "f") == nil)
  }

  @Test func aLiteralBeatsARun() throws {
    #expect(
      try table.parse("forms://files/recent")
        == LinkFormsFixture.location("forms://files/recent", [["key": "forms.recent"]]))
    #expect(try table.parse("forms://files/recent/x") == file("recent/x"))
  }

  @Test func aZeroOrMoreRunMayBeEmpty() throws {
    let folder = { (path: String) in
      LinkFormsFixture.location(
        "forms://tree[/<folder...>]/index", [["key": "forms.folder", "folder": .string(path)]])
    }
    #expect(try table.parse("forms://tree/index") == folder(""))
    #expect(try table.parse("forms://tree/A/b/index") == folder("a/b"))
    #expect(
      table.url(for: [["key": "forms.folder", "folder": ""]], tab: "f") == "forms://tree/index")
    #expect(throws: LinkError.unexpectedPath(expected: ["forms://tree"])) {
      try table.parse("forms://tree/a")
    }
  }

  @Test func optionalGroupsDeepenTheStack() throws {
    let template = "forms://book/<book>[/<chapter>[/<page>]][#<note>]"
    let book: [String: JSONScalar] = ["key": "forms.book", "book": "dune"]
    let chapter: [String: JSONScalar] = [
      "key": "forms.chapter", "book": "dune", "chapter": .integer(2),
    ]
    let page: [String: JSONScalar] = [
      "key": "forms.page", "book": "dune", "chapter": .integer(2), "page": .integer(7),
    ]
    #expect(try table.parse("forms://book/dune") == LinkFormsFixture.location(template, [book]))
    #expect(
      try table.parse("forms://book/dune/2")
        == LinkFormsFixture.location(template, [book, chapter]))
    #expect(
      try table.parse("forms://book/dune/2/7")
        == LinkFormsFixture.location(template, [book, chapter, page]))
    #expect(table.url(for: [book, chapter], tab: "f") == "forms://book/dune/2")
    #expect(
      table.url(for: [book, chapter, page], tab: "f", form: .https)
        == "https://forms.example/book/dune/2/7")
  }

  @Test func aFragmentIsIgnoredOrCaptured() throws {
    let template = "forms://book/<book>[/<chapter>[/<page>]][#<note>]"
    let routes: [[String: JSONScalar]] = [
      ["key": "forms.book", "book": "dune"],
      ["key": "forms.chapter", "book": "dune", "chapter": .integer(2)],
      ["key": "forms.page", "book": "dune", "chapter": .integer(2), "page": .integer(7)],
      [
        "key": "forms.note", "book": "dune", "chapter": .integer(2), "page": .integer(7),
        "note": "a b#c",
      ],
    ]
    #expect(
      try table.parse("forms://book/dune/2/7#a%20b%23c")
        == LinkFormsFixture.location(template, routes))
    #expect(table.url(for: routes, tab: "f") == "forms://book/dune/2/7#a%20b%23c")
    // An empty fragment is absent; a fragment the stack cannot use yet names what it needs.
    #expect(
      try table.parse("forms://book/dune/2/7#")
        == LinkFormsFixture.location(template, Array(routes.prefix(3))))
    #expect(throws: LinkError.needs(parameter: "note", missing: "chapter")) {
      try table.parse("forms://book/dune#x")
    }
    #expect(
      throws: LinkError.invalidValue(
        name: "fragment", value: "%C0", reason: "is not valid percent-encoded UTF-8")
    ) {
      try table.parse("forms://book/dune/2/7#%C0")
    }
    // Patterns without a fragment capture ignore one.
    #expect(try table.parse("forms://files/a#b") == file("a"))
  }

  @Test func aQueryDefaultFillsAnAbsentItemAndIsNotPrinted() throws {
    let template = "forms://list[?sort=<sort>][&tag=<tag>...]"
    #expect(
      try table.parse("forms://list")
        == LinkFormsFixture.location(template, [["key": "forms.list", "sort": "name"]]))
    #expect(
      try table.parse("forms://list?sort=date")
        == LinkFormsFixture.location(template, [["key": "forms.list", "sort": "date"]]))
    #expect(table.url(for: [["key": "forms.list", "sort": "name"]], tab: "f") == "forms://list")
    #expect(
      table.url(for: [["key": "forms.list", "sort": "date"]], tab: "f") == "forms://list?sort=date")
  }

  @Test func aListItemTakesEveryOccurrence() throws {
    let template = "forms://list[?sort=<sort>][&tag=<tag>...]"
    let routes: [[String: JSONScalar]] = [
      ["key": "forms.list", "sort": "name"],
      ["key": "forms.tagged", "sort": "name", "tag": "a,b-2"],
    ]
    #expect(
      try table.parse("forms://list?tag=a&tag=B-2") == LinkFormsFixture.location(template, routes))
    #expect(table.url(for: routes, tab: "f") == "forms://list?tag=a&tag=b-2")
    // The repeated-item rule does not apply to a list, and still applies to its neighbours.
    #expect(throws: LinkError.repeatedItem(name: "sort", count: 2)) {
      try table.parse("forms://list?sort=a&sort=b&tag=a&tag=b")
    }
    #expect(
      table.url(
        for: [
          ["key": "forms.list", "sort": "name"],
          ["key": "forms.tagged", "sort": "name", "tag": "a,,b"],
        ],
        tab: "f") == nil)
  }

  @Test func aLinkMayEndInASheetOverAStack() throws {
    let sheet = LinkModalRoute(.sheet, route: ["key": "forms.share", "book": "dune"])
    let routes: [[String: JSONScalar]] = [["key": "forms.book", "book": "dune"]]
    #expect(
      try table.parse("forms://book/dune/share")
        == LinkFormsFixture.location("forms://book/<book>/share", routes, modal: sheet))
    #expect(table.url(for: routes, presenting: sheet, tab: "f") == "forms://book/dune/share")
    #expect(
      table.url(for: routes, presenting: sheet, tab: "f", form: .https)
        == "https://forms.example/book/dune/share")
    // The path alone prints its own link; the sheet in another style, or over another path, none.
    #expect(table.url(for: routes, tab: "f") == "forms://book/dune")
    let cover = LinkModalRoute(.fullScreenCover, route: ["key": "forms.share", "book": "dune"])
    #expect(table.url(for: routes, presenting: cover, tab: "f") == nil)
    #expect(table.url(for: [], presenting: sheet, tab: "f") == nil)
  }

  @Test func aLinkMayEndInACoverOverTheTabsRoot() throws {
    let cover = LinkModalRoute(.fullScreenCover, route: ["key": "forms.player"])
    #expect(
      try table.parse("forms://player")
        == LinkFormsFixture.location("forms://player", [], modal: cover))
    #expect(table.url(for: [], presenting: cover, tab: "f") == "forms://player")
    #expect(table.url(for: [], presenting: cover, tab: "f", form: .https) == nil)
  }

  @Test func templatesShowEachForm() {
    #expect(
      table.links.map(\.pattern.template) == [
        "forms://files/<path...>", "forms://files/recent", "forms://tree[/<folder...>]/index",
        "forms://book/<book>[/<chapter>[/<page>]][#<note>]",
        "forms://list[?sort=<sort>][&tag=<tag>...]",
        "forms://book/<book>/share", "forms://player",
      ])
  }

  @Test func everySampleRoundTripsThroughItsOwnPatternInBothForms() throws {
    var count = 0
    for link in table.links {
      for sample in LinkSample.samples(of: link) {
        for form in LinkForm.allCases where form == .custom || link.pattern.isUniversal {
          let url = try #require(table.url(of: sample, with: link, form: form), "\(sample)")
          guard case .location(let location) = try table.parse(url) else {
            Issue.record("\(url) is not a location")
            continue
          }
          #expect(location.template == link.pattern.template, "\(url)")
          #expect(location.routeFields == sample.routes, "\(url)")
          #expect(location.modal == sample.modal, "\(url)")
          count += 1
        }
      }
    }
    #expect(count >= 2 * table.links.count)
  }
}
