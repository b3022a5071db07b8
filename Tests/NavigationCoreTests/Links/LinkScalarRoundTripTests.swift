import NavigationCore
import Testing

/// Property: every Unicode scalar class, alone and at the start, middle and end of a value,
/// prints and parses back scalar for scalar in every kind of position (a path segment, a run
/// of segments, a query value, a list element, the fragment), in both forms.
struct LinkScalarRoundTripTests {
  /// Scalars of each class.
  static let classes: [(name: String, scalars: [String])] = [
    ("controls", ["\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\r\n", "\t"]),
    ("format characters", ["\u{AD}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{202E}", "\u{61C}"]),
    ("byte-order mark", ["\u{FEFF}", "\u{FEFF}\u{FEFF}"]),
    ("combining marks", ["\u{301}", "e\u{301}", "\u{308}\u{301}", "\u{20DD}"]),
    (
      "surrogates' neighbours",
      ["\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}"]
    ),
    ("emoji sequences", ["👩‍👩‍👧", "🇯🇵", "👍🏽", "1️⃣", "🏳️‍🌈"]),
    (
      "URL delimiters",
      ["%", "%25", "#", "?", "&", "=", "+", " ", ";", "@", ":", "[", "]", "\\", "~"]
    ),
    ("letters of other scripts", ["ſ", "ｓ", "\u{212A}", "日本", "ß", "İ"]),
  ]

  /// Each scalar alone and at a value's start, middle and end.
  static let values: [String] = classes.flatMap(\.scalars).flatMap {
    [$0, $0 + "x", "a" + $0 + "b", "x" + $0]
  }

  static func table() throws -> LinkTable {
    var table = LinkTable()
    table.addDomain(UniversalLinkDomain(scheme: "scalars", hosts: ["scalars.example"]))
    let patterns = [
      LinkPattern(
        scheme: "scalars", host: "one", segments: [.value("v", .text)], universal: true, tab: "s",
        stack: [LinkRoute("s.one", "v")]),
      LinkPattern(
        scheme: "scalars", host: "run",
        segments: [.literal("in"), .values("v", .text, count: .oneOrMore)],
        universal: true, tab: "s", stack: [LinkRoute("s.run", "v")]),
      LinkPattern(
        scheme: "scalars", host: "query", query: [LinkQueryItem("v", .text, isRequired: true)],
        universal: true, tab: "s", stack: [LinkRoute("s.query", "v")]),
      LinkPattern(
        scheme: "scalars", host: "list", query: [.list("v", .text, separator: "\u{1F}|")],
        universal: true, tab: "s", stack: [LinkRoute("s.list", "v")]),
      LinkPattern(
        scheme: "scalars", host: "fragment", segments: [.literal("at")],
        fragment: LinkFragment("v", .text),
        universal: true, tab: "s", stack: [LinkRoute("s.fragment", "v")]),
    ]
    try table.register(patterns, feature: "scalars")
    try table.check { _ in true }
    return table
  }

  @Test(arguments: ["s.one", "s.run", "s.query", "s.list", "s.fragment"])
  func everyScalarClassRoundTripsInEveryPosition(key: String) throws {
    let table = try Self.table()
    var checked = 0
    for value in Self.values {
      // A run's value joins segments by `/` (a run of "a/b" is two segments), a list's its
      // elements by its separator; each element's own scalars are what round-trips.
      let text =
        key == "s.run" ? value + "/" + value : key == "s.list" ? value + "\u{1F}|" + value : value
      let route: [String: JSONScalar] = ["key": .string(key), "v": .string(text)]
      for form in LinkForm.allCases {
        let url = try #require(
          table.url(for: [route], tab: "s", form: form), "\(key) \(Array(text.unicodeScalars))")
        #expect(url.utf8.allSatisfy { $0 < 0x80 && $0 > 0x20 }, "\(url)")
        guard case .location(let location) = try table.parse(url),
          case .string(let parsed)? = location.routeFields.first?["v"]
        else {
          Issue.record("\(url) did not parse to \(key)")
          continue
        }
        #expect(Array(parsed.unicodeScalars) == Array(text.unicodeScalars), "\(url)")
        checked += 1
      }
    }
    #expect(checked == 2 * Self.values.count)
  }
}
