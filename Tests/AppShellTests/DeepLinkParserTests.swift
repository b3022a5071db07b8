import AppShell
import Testing

struct DeepLinkParserTests {
  @Test(arguments: [
    (
      "mangareader://series/op?chapter=1085&page=3",
      DeepLink.series(slug: "op", chapter: 1085, page: 3)
    ),
    ("mangareader://series/op", .series(slug: "op", chapter: nil, page: nil)),
    ("MangaReader://SERIES/op?chapter=2", .series(slug: "op", chapter: 2, page: nil)),
    (
      "https://mangareader.app/series/op?chapter=1085",
      .series(slug: "op", chapter: 1085, page: nil)
    ),
    ("HTTPS://www.MangaReader.app/series/jjk/", .series(slug: "jjk", chapter: nil, page: nil)),
    ("mangareader://series/op?chapter=3&utm_source=x", .series(slug: "op", chapter: 3, page: nil)),
    ("https://MANGAREADER.APP/Series/OP", .series(slug: "op", chapter: nil, page: nil)),
    ("fieldnotes://note/note-2", .note(id: "note-2")),
    ("FieldNotes://NOTE/note-2", .note(id: "note-2")),
  ])
  func parsesThisAppsLinks(url: String, link: DeepLink) throws {
    #expect(try DeepLinkParser.parse(url) == link)
  }

  @Test(arguments: [
    "https://example.com/x",
    "https://example.com/series/op",
    "ftp://mangareader.app/series/op",
    "http://mangareader.app/series/op",
    "https://mangareader.app:8443/series/op",
    "https://user:pw@mangareader.app/series/op",
    "mailto:someone@example.com",
    "not a url",
  ])
  func otherURLsAreForeign(url: String) throws {
    #expect(try DeepLinkParser.parse(url) == .foreign(url))
  }

  @Test(arguments: [
    ("mangareader://series/op?chapter=x", "chapter 'x' must be a whole number, 1 or more"),
    ("mangareader://series/op?chapter=0", "chapter '0' must be a whole number, 1 or more"),
    ("mangareader://series/op?chapter=2&page=-1", "page '-1' must be a whole number, 1 or more"),
    ("mangareader://series/op?page=2", "page needs a chapter"),
    ("mangareader://series/", "expected one series slug after 'series/'"),
    ("mangareader://series/op/extra", "expected one series slug after 'series/'"),
    ("mangareader://chapters/op", "unknown host 'chapters'; expected 'series'"),
    ("https://mangareader.app/manga/op", "the path must start with /series/"),
    ("fieldnotes://note/", "expected fieldnotes://note/<id>"),
    ("fieldnotes://notes/1", "unknown host 'notes'; expected 'note'"),
    ("mangareader:series/op", "expected mangareader://series/…"),
    ("mangareader://series/op?chapter=1085&chapter=3", "chapter is given 2 times"),
    ("mangareader://series/op?chapter", "chapter '' must be a whole number, 1 or more"),
    (
      "mangareader://series/op?chapter=99999999999999999999",
      "chapter '99999999999999999999' is too large"
    ),
    ("mangareader://series/op?chapter=+1085", "chapter '+1085' must be a whole number, 1 or more"),
    ("mangareader://user@series/op", "a mangareader link has no user name, password or port"),
    ("mangareader://series:80/op", "a mangareader link has no user name, password or port"),
  ])
  func malformedLinksOfThisAppNameTheProblem(url: String, reason: String) {
    #expect(throws: DeepLinkError.malformed(url: url, reason: reason)) {
      try DeepLinkParser.parse(url)
    }
  }
}
