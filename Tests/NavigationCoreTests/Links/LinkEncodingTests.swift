import NavigationCore
import Testing

/// Escapes decode to bytes checked as UTF-8 by Hoist itself: no scalar is lost, and messages
/// quote the input as it was given.
struct LinkEncodingTests {
  private let table: LinkTable

  init() throws {
    table = try LinkFixture.table()
  }

  @Test func aLeadingByteOrderMarkIsKeptInASegment() throws {
    // U+FEFF is a format character, not a letter: the ID that holds it is refused, never read
    // as `x1`.
    #expect(
      throws: LinkError.invalidValue(
        name: "id", value: "\u{FEFF}x1", reason: "may hold only letters, digits, '-', '_' and '.'")
    ) {
      try table.parse("alpha://item/%EF%BB%BFx1")
    }
    #expect(
      throws: LinkError.invalidValue(
        name: "slug", value: "\u{FEFF}op", reason: "may hold only a-z, 0-9 and '-'")
    ) {
      try table.parse("beta://thing/%EF%BB%BFop")
    }
  }

  @Test func aLeadingByteOrderMarkIsKeptInAQueryValueAndPrintedBack() throws {
    let path: [[String: JSONScalar]] = [["key": "alpha.find", "q": .string("\u{FEFF}x")]]
    let url = try #require(table.url(for: path, tab: "a"))
    #expect(url == "alpha://find?q=%EF%BB%BFx")
    #expect(try table.parse(url) == LinkFixture.location("a", path, template: "alpha://find?q=<q>"))
  }

  @Test(arguments: [
    ("beta://thing/%E0%A4%A", "%E0%A4%A"),
    ("beta://thing/日%C0", "日%C0"),
    ("beta://thing/%ED%A0%80", "%ED%A0%80"),
  ])
  func aBadEscapeIsQuotedAsGiven(url: String, value: String) {
    #expect(
      throws: LinkError.invalidValue(
        name: "path segment", value: value, reason: "is not valid percent-encoded UTF-8")
    ) {
      try table.parse(url)
    }
  }

  @Test func aQueryValueIsQuotedAsGiven() {
    #expect(
      throws: LinkError.invalidValue(
        name: "q", value: "日%E0%A4%A", reason: "is not valid percent-encoded UTF-8")
    ) {
      try table.parse("alpha://find?q=日%E0%A4%A")
    }
  }
}
