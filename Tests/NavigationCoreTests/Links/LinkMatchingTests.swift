import NavigationCore
import Testing

/// The matching rules of issue 7, each with a test.
struct LinkMatchingTests {
  private let table: LinkTable
  private let item = "alpha://item/<id>[?page=<number>]"

  init() throws {
    table = try LinkFixture.table()
  }

  private func item(_ id: String) -> ParsedLink {
    LinkFixture.location("a", [["key": "alpha.item", "id": .string(id)]], template: item)
  }

  private func page(_ id: String, _ number: Int) -> ParsedLink {
    LinkFixture.location(
      "a",
      [
        ["key": "alpha.item", "id": .string(id)],
        ["key": "alpha.page", "id": .string(id), "number": .integer(number)],
      ], template: item)
  }

  @Test(arguments: ["alpha://item/x1", "ALPHA://ITEM/x1", "Alpha://Item/x1"])
  func schemeAndHostCompareIgnoringCase(url: String) throws {
    #expect(try table.parse(url) == item("x1"))
  }

  @Test func theHttpsHostAndItsFirstSegmentCompareIgnoringCase() throws {
    #expect(try table.parse("HTTPS://WWW.Alpha.Example/ITEM/x1") == item("x1"))
    #expect(try table.parse("https://alpha.example/item/x1?page=2") == page("x1", 2))
  }

  @Test func pathSegmentsCompareCaseSensitively() throws {
    #expect(try table.parse("alpha://item/X1") == item("X1"))
    #expect(
      try table.parse("alpha://item/new")
        == LinkFixture.location("a", [["key": "alpha.home"]], template: "alpha://item/new"))
    #expect(try table.parse("alpha://item/NEW") == item("NEW"))
  }

  @Test(arguments: ["alpha://item/x1/", "alpha://item//x1", "alpha://item///x1//"])
  func trailingAndRepeatedSlashesAreIgnored(url: String) throws {
    #expect(try table.parse(url) == item("x1"))
  }

  @Test func percentEncodedSegmentsDecodeOnce() throws {
    #expect(try table.parse("alpha://item/%E3%83%8E%E3%83%BC%E3%83%88") == item("ノート"))
    #expect(
      throws: LinkError.invalidValue(
        name: "id", value: "%41", reason: "may hold only letters, digits, '-', '_' and '.'")
    ) {
      try table.parse("alpha://item/%2541")
    }
  }

  @Test func unknownQueryItemsAndFragmentsAreIgnored() throws {
    #expect(try table.parse("alpha://item/x1?utm_source=mail&page=3#top") == page("x1", 3))
  }

  @Test func aRepeatedKnownQueryItemIsAnErrorNamingIt() {
    #expect(throws: LinkError.repeatedItem(name: "page", count: 2)) {
      try table.parse("alpha://item/x1?page=1&page=2")
    }
  }

  @Test(arguments: ["alpha://user@item/x1", "alpha://user:pw@item/x1", "alpha://item:80/x1"])
  func aCustomSchemeLinkHasNoUserPasswordOrPort(url: String) {
    #expect(throws: LinkError.hasUserOrPort(scheme: "alpha")) { try table.parse(url) }
  }

  @Test(arguments: [
    "https://alpha.example:8443/item/x1", "https://user:pw@alpha.example/item/x1",
    "http://alpha.example/item/x1", "https://example.com/item/x1", "ftp://alpha.example/item",
    "mailto:someone@example.com", "not a url", "beta2://thing/1",
  ])
  func otherURLsAreForeign(url: String) throws {
    #expect(try table.parse(url) == .foreign)
  }

  @Test func aURLOver4KiBIsRefusedBeforeMatching() {
    let url = "alpha://item/" + String(repeating: "a", count: 4096 - 13 + 1)
    #expect(throws: LinkError.tooLong(bytes: 4097, limit: 4096)) { try table.parse(url) }
    #expect(throws: LinkError.tooLong(bytes: 4097, limit: 4096)) {
      try table.parse("zzz://" + String(repeating: "b", count: 4091))
    }
    #expect(
      LinkError.tooLong(bytes: 4097, limit: 4096).description
        == "the URL is 4097 bytes long; a link is at most 4096 bytes")
    #expect((try? table.parse("alpha://item/" + String(repeating: "a", count: 4096 - 13))) != nil)
  }

  @Test func aURLWithMoreThan32SegmentsIsRefusedBeforeMatching() {
    let url = "alpha://item" + String(repeating: "/x", count: 32)
    #expect(throws: LinkError.tooManySegments(count: 33, limit: 32)) { try table.parse(url) }
    #expect(
      LinkError.tooManySegments(count: 33, limit: 32).description
        == "the URL has 33 path segments; a link has at most 32")
    #expect(throws: LinkError.unexpectedPath(expected: ["alpha://item/<id>", "alpha://item/new"])) {
      try table.parse("alpha://item" + String(repeating: "/x", count: 31))
    }
  }

  @Test func theBareAppLinkOpensTheAppWhereItIs() throws {
    #expect(try table.parse("alpha://") == .app(scheme: "alpha"))
    #expect(try table.parse("https://alpha.example/") == .app(scheme: "alpha"))
    #expect(try table.parse("https://www.alpha.example") == .app(scheme: "alpha"))
    #expect(try table.parse("beta://") == .app(scheme: "beta"))
  }

  @Test func theMostSpecificPatternWins() throws {
    #expect(
      try table.parse("beta://thing/42")
        == LinkFixture.location(
          "b", [["key": "beta.number", "n": .integer(42)]], feature: "beta",
          template: "beta://thing/<n>"))
    #expect(
      try table.parse("beta://thing/Forty-Two")
        == LinkFixture.location(
          "b", [["key": "beta.slug", "slug": "forty-two"]], feature: "beta",
          template: "beta://thing/<slug>"))
    #expect(
      try table.parse("beta://thing/123e4567-e89b-12d3-a456-426614174000")
        == LinkFixture.location(
          "b", [["key": "beta.uuid", "uuid": "123E4567-E89B-12D3-A456-426614174000"]],
          feature: "beta",
          template: "beta://thing/<uuid>"))
  }

  @Test func aRequiredQueryItemMustBeThere() throws {
    #expect(
      try table.parse("alpha://find?q=one%20piece%26co")
        == LinkFixture.location(
          "a", [["key": "alpha.find", "q": "one piece&co"]], template: "alpha://find?q=<q>"))
    #expect(throws: LinkError.missingItem(name: "q", template: "alpha://find?q=<q>")) {
      try table.parse("alpha://find")
    }
  }

  @Test(arguments: [
    (
      "alpha://item/x1?page=x",
      LinkError.invalidValue(name: "page", value: "x", reason: "must be a whole number, 1 or more")
    ),
    (
      "alpha://item/x1?page=0",
      .invalidValue(name: "page", value: "0", reason: "must be a whole number, 1 or more")
    ),
    (
      "alpha://item/x1?page=+3",
      .invalidValue(name: "page", value: "+3", reason: "must be a whole number, 1 or more")
    ),
    (
      "alpha://item/x1?page",
      .invalidValue(name: "page", value: "", reason: "must be a whole number, 1 or more")
    ),
    (
      "alpha://item/x1?page=99999999999999999999",
      .invalidValue(name: "page", value: "99999999999999999999", reason: "is too large")
    ),
    (
      "alpha://item/a b",
      .invalidValue(
        name: "id", value: "a b", reason: "may hold only letters, digits, '-', '_' and '.'")
    ),
    (
      "alpha://nope/x",
      .unknownHost("nope", form: .custom, scheme: "alpha", known: ["find", "home", "item"])
    ),
    (
      "https://alpha.example/nope",
      .unknownHost("nope", form: .https, scheme: "alpha", known: ["find", "home", "item"])
    ),
    ("alpha://home/x", .unexpectedPath(expected: ["alpha://home"])),
    ("alpha:item/x1", .missingHost(scheme: "alpha")),
    ("alpha:///item/x1", .missingHost(scheme: "alpha")),
    (
      "beta://thing/Ā",
      .invalidValue(name: "slug", value: "Ā", reason: "may hold only a-z, 0-9 and '-'")
    ),
  ])
  func malformedLinksNameTheBadPart(url: String, error: LinkError) {
    #expect(throws: error) { try table.parse(url) }
  }

  @Test func messagesReadAsSentences() {
    #expect(
      LinkError.unknownHost(
        "nope", form: .custom, scheme: "alpha", known: ["find", "home", "item"]
      ).description
        == "unknown host 'nope'; alpha links start with find, home or item")
    #expect(
      LinkError.unknownHost("nope", form: .https, scheme: "alpha", known: ["home", "item"])
        .description
        == "unknown path '/nope'; the path must start with /home or /item")
    #expect(
      LinkError.needs(parameter: "page", missing: "chapter").description == "page needs a chapter")
    #expect(
      LinkError.repeatedItem(name: "chapter", count: 2).description == "chapter is given 2 times")
  }
}
