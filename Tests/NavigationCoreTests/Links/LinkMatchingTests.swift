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

  /// A host and an https link's first segment, a path segment standing for the host, fold
  /// ASCII letters only: the Kelvin sign (U+212A) lowercases to an ASCII `k`, and IDNA maps
  /// it to one, but it is not one.
  @Test func hostsAndTheHttpsFirstSegmentFoldASCIILettersOnly() throws {
    var kits = LinkTable()
    kits.addDomain(UniversalLinkDomain(scheme: "gamma", hosts: ["gamma.example"]))
    try kits.register(
      [LinkPattern(scheme: "gamma", host: "kit", universal: true, tab: "g", stack: [])],
      feature: "gamma")
    #expect(try kits.parse("gamma://KIT") == kits.parse("gamma://kit"))
    #expect(try kits.parse("https://gamma.example/KIT") == kits.parse("gamma://kit"))
    #expect(
      throws: LinkError.unknownHost("\u{212A}it", form: .custom, scheme: "gamma", known: ["kit"])
    ) {
      try kits.parse("gamma://\u{212A}IT")
    }
    #expect(
      throws: LinkError.unknownHost("\u{212A}it", form: .https, scheme: "gamma", known: ["kit"])
    ) {
      try kits.parse("https://gamma.example/%E2%84%AAit")
    }
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

  /// `URLComponents` percent-encodes a whole component again, its `%` included, when the
  /// component holds a character a URL may not (a raw non-ASCII letter, a space, a `[`, a `%`
  /// without two hex digits): the escapes beside it must still decode once.
  @Test(arguments: [
    ("alpha://item/ノ%E3%83%BC%E3%83%88", "ノート"),
    ("alpha://item/%E3%83%8Eー%E3%83%88", "ノート"),
    ("alpha://item/日本%2D1", "日本-1"),
    ("alpha://item/日本%2E1", "日本.1"),
    ("https://alpha.example/item/日本%2D1", "日本-1"),
  ])
  func escapesDecodeOnceBesideCharactersAURLMayNotHold(url: String, id: String) throws {
    #expect(try table.parse(url) == item(id))
  }

  @Test(arguments: [
    ("alpha://find?q=日本%20語", "日本 語"),
    ("alpha://find?q=a%20b c", "a b c"),
    ("alpha://find?q=[a]%20b", "[a] b"),
    ("alpha://find?q=%zz%20a", "%zz a"),
    ("alpha://find?q=100%", "100%"),
    ("alpha://find?q=a%20b|c", "a b|c"),
    ("alpha://find?q=%E3%83%8E\u{1}", "ノ\u{1}"),
  ])
  func queryEscapesDecodeOnceBesideCharactersAURLMayNotHold(url: String, query: String) throws {
    #expect(
      try table.parse(url)
        == LinkFixture.location(
          "a", [["key": "alpha.find", "q": .string(query)]], template: "alpha://find?q=<q>"))
  }

  /// Only the path, query and fragment are escaped first: a space in the scheme or the host
  /// still makes the text no URL.
  @Test(arguments: [
    "alpha ://item/x1", "alpha://item /x1", "https://alpha.example /item/x1",
    "https://alpha .example/item/x1?q=日本",
  ])
  func aSpaceBeforeThePathIsNoURL(url: String) {
    #expect(throws: LinkError.notAURL) { try table.parse(url) }
  }

  @Test(arguments: ["alpha://item/%zz", "alpha://item/%E3%83%8E%zz"])
  func aStrayPercentSignIsItselfInAPathSegment(url: String) {
    let value = url.hasSuffix("8E%zz") ? "ノ%zz" : "%zz"
    #expect(
      throws: LinkError.invalidValue(
        name: "id", value: value, reason: "may hold only letters, digits, '-', '_' and '.'")
    ) {
      try table.parse(url)
    }
  }

  /// A query value whose escapes are not UTF-8 (an overlong `/`, a lone surrogate, a cut
  /// sequence) is an error naming the item, as such a path segment is, never read as absent.
  @Test(arguments: [
    ("alpha://find?q=%C0%AF", "q", "%C0%AF"),
    ("alpha://find?q=%ED%A0%80", "q", "%ED%A0%80"),
    ("alpha://find?q=ab%E3%83", "q", "ab%E3%83"),
    ("alpha://item/x1?page=%C0%AF", "page", "%C0%AF"),
    ("alpha://item/x1?page=1%FF", "page", "1%FF"),
    ("https://alpha.example/item/x1?page=%FF", "page", "%FF"),
  ])
  func aQueryValueThatIsNotPercentEncodedUTF8IsAnErrorNamingIt(
    url: String, name: String, value: String
  ) {
    #expect(
      throws: LinkError.invalidValue(
        name: name, value: value, reason: "is not valid percent-encoded UTF-8")
    ) {
      try table.parse(url)
    }
  }

  @Test func anUnknownQueryItemThatIsNotPercentEncodedUTF8IsIgnored() throws {
    #expect(try table.parse("alpha://item/x1?utm=%FF&%FF=1&page=3") == page("x1", 3))
  }

  @Test func aPathSegmentThatIsNotPercentEncodedUTF8IsAnError() {
    #expect(
      throws: LinkError.invalidValue(
        name: "path segment", value: "日%C0", reason: "is not valid percent-encoded UTF-8")
    ) {
      try table.parse("alpha://item/日%C0")
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
    "mailto:someone@example.com", "not a url", "beta2://thing/1", "https://[::1]/item/x1",
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
    // The Kelvin sign lowercases to an ASCII `k`: a slug folds ASCII letters only.
    (
      "beta://thing/jj\u{212A}",
      .invalidValue(name: "slug", value: "jj\u{212A}", reason: "may hold only a-z, 0-9 and '-'")
    ),
    (
      "beta://thing/JJ%E2%84%AA",
      .invalidValue(name: "slug", value: "JJ\u{212A}", reason: "may hold only a-z, 0-9 and '-'")
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
