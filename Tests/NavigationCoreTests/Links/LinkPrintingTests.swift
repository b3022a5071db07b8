import NavigationCore
import Testing

struct LinkPrintingTests {
  private let table: LinkTable

  init() throws {
    table = try LinkFixture.table()
  }

  @Test func printsTheCanonicalCustomFormByDefaultAndHttpsWhereAsked() {
    let path: [[String: JSONScalar]] = [
      ["key": "alpha.item", "id": "x1"], ["key": "alpha.page", "id": "x1", "number": .integer(3)],
    ]
    #expect(table.url(for: path, tab: "a") == "alpha://item/x1?page=3")
    #expect(table.url(for: path, tab: "a", form: .https) == "https://alpha.example/item/x1?page=3")
    #expect(table.url(for: Array(path.prefix(1)), tab: "a") == "alpha://item/x1")
    #expect(table.url(for: [], tab: "a") == "alpha://home")
  }

  @Test func valuesThatNeedItArePercentEncoded() throws {
    let path: [[String: JSONScalar]] = [["key": "alpha.item", "id": "ノート"]]
    let url = try #require(table.url(for: path, tab: "a"))
    #expect(url == "alpha://item/%E3%83%8E%E3%83%BC%E3%83%88")
    let query: [[String: JSONScalar]] = [["key": "alpha.find", "q": "a&b=c+d #100%/?"]]
    let found = try #require(table.url(for: query, tab: "a"))
    #expect(found == "alpha://find?q=a%26b%3Dc%2Bd%20%23100%25%2F%3F")
    #expect(
      try table.parse(found)
        == LinkFixture.location("a", query, template: "alpha://find?q=<q>"))
  }

  @Test func aPathNoPatternBuildsHasNoLink() {
    #expect(
      table.url(for: [["key": "alpha.page", "id": "x", "number": .integer(1)]], tab: "a") == nil)
    #expect(table.url(for: [["key": "alpha.item", "id": "a b"]], tab: "a") == nil)
    #expect(table.url(for: [["key": "alpha.item", "id": "x", "extra": "y"]], tab: "a") == nil)
    #expect(table.url(for: [], tab: "b") == nil)
    #expect(table.url(for: [["key": "beta.number", "n": .integer(0)]], tab: "b") == nil)
    #expect(
      table.url(for: [["key": "beta.number", "n": .integer(4)]], tab: "b", form: .https) == nil)
    #expect(
      table.url(for: [["key": "beta.number", "n": .integer(4)]], tab: "b") == "beta://thing/4")
  }
}
