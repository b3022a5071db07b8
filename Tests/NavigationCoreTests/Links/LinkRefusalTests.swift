import NavigationCore
import Testing

/// Registration refuses what cannot round-trip and what is ambiguous, naming the pattern (and
/// for ambiguity a URL both patterns match); nothing is registered when it throws.
struct LinkRefusalTests {
  private func refuses(
    _ patterns: [LinkPattern], over registered: [LinkPattern] = [], _ error: LinkRegistrationError
  ) throws {
    var table = LinkTable()
    try table.register(registered, feature: "first")
    #expect(throws: error) { try table.register(patterns, feature: "second") }
    #expect(table.links.count == registered.count)
  }

  private func pattern(
    _ host: String = "x", _ segments: [LinkSegment] = [], query: [LinkQueryItem] = [],
    stack: [LinkRoute] = []
  ) -> LinkPattern {
    LinkPattern(
      scheme: "alpha", host: host, segments: segments, query: query, universal: false, tab: "a",
      stack: stack)
  }

  @Test(arguments: ["", "a/b"])
  func aLiteralNoURLHasIsRefused(literal: String) throws {
    let bad = pattern("x", [.literal(literal)])
    try refuses([bad], .unmatchableLiteral(template: bad.template, literal: literal))
  }

  @Test func oneQueryNameReadTwiceIsRefused() throws {
    let bad = pattern(
      query: [
        LinkQueryItem("p", .positiveInteger, parameter: "a"),
        LinkQueryItem("p", .text, parameter: "b"),
      ],
      stack: [LinkRoute("alpha.x", "a", "b")])
    try refuses([bad], .repeatedQueryName(template: bad.template, name: "p"))
  }

  @Test func anOptionalGroupThatBindsNothingIsRefused() throws {
    let bad = pattern("x", [.optional([.literal("edit")])])
    try refuses([bad], .optionalGroupBindsNothing(template: bad.template))
    let nested = pattern(
      "x", [.optional([.literal("a"), .optional([.value("n", .positiveInteger)])])],
      stack: [LinkRoute("alpha.n", "n")])
    try refuses([nested], .optionalGroupBindsNothing(template: nested.template))
  }

  @Test func twoRunsInOnePathAreRefused() throws {
    let bad = pattern(
      "x", [.values("a", .text, count: .oneOrMore), .values("b", .text, count: .oneOrMore)],
      stack: [LinkRoute("alpha.x", "a", "b")])
    try refuses([bad], .twoRuns(template: bad.template))
  }

  @Test func aDefaultItsKindDoesNotReadIsRefused() throws {
    let bad = pattern(
      query: [LinkQueryItem("p", .positiveInteger, default: .integer(0))],
      stack: [LinkRoute("alpha.x", "p")])
    try refuses([bad], .unreadableDefault(template: bad.template, name: "p"))
  }

  @Test func aModalFieldBoundToNothingIsRefused() throws {
    let bad = LinkPattern(
      scheme: "alpha", host: "x", universal: false, tab: "a", stack: [],
      modal: LinkModal(.sheet, LinkRoute("alpha.sheet", "id")))
    try refuses(
      [bad], .unboundParameter(template: "alpha://x", key: "alpha.sheet", parameter: "id"))
  }

  @Test func twoPatternsOfEqualSpecificityMatchingOneURLAreRefusedNamingIt() throws {
    let first = pattern(
      "x", [.value("a", .identifier(.slug)), .literal("y")], stack: [LinkRoute("alpha.a", "a")])
    let second = pattern(
      "x", [.literal("y"), .value("b", .identifier(.slug))], stack: [LinkRoute("alpha.b", "b")])
    try refuses(
      [second], over: [first],
      .ambiguousPatterns(
        template: "alpha://x/y/<b>", other: "alpha://x/<a>/y", url: "alpha://x/y/y"))
    #expect(
      LinkRegistrationError.ambiguousPatterns(
        template: "alpha://x/y/<b>", other: "alpha://x/<a>/y", url: "alpha://x/y/y"
      )
      .description
        == "the links alpha://x/y/<b> and alpha://x/<a>/y both match alpha://x/y/y and neither is more specific; add a literal segment or narrow a value"
    )
  }

  @Test func twoRunsOfEqualSpecificityAreRefusedNamingAURL() throws {
    let first = pattern(
      "x", [.values("a", .text, count: .oneOrMore), .literal("end")],
      stack: [LinkRoute("alpha.a", "a")])
    let second = pattern(
      "x", [.literal("end"), .values("b", .text, count: .zeroOrMore)],
      stack: [LinkRoute("alpha.b", "b")])
    try refuses(
      [second], over: [first],
      .ambiguousPatterns(
        template: "alpha://x/end[/<b...>]", other: "alpha://x/<a...>/end", url: "alpha://x/end/end")
    )
  }

  @Test func theFormsOfOnePatternMayNotOverlap() throws {
    let bad = pattern(
      "x", [.optional([.value("a", .text)]), .values("b", .text, count: .zeroOrMore)],
      stack: [LinkRoute("alpha.x", "b")])
    // `[/<a>][/<b...>]`: `x/1` is `a` or `b`; neither form has a literal or a narrower value.
    try refuses(
      [bad], .ambiguousPatterns(template: bad.template, other: bad.template, url: "alpha://x/1"))
  }

  @Test func aMoreSpecificPatternDoesNotTakeAnotherFeaturesPrintedLinks() throws {
    // `<n>` beats `<slug>`: the slug pattern's printed `1` would open the number's route.
    var table = LinkTable()
    try table.register(
      [
        pattern("x", [.value("slug", .identifier(.slug))], stack: [LinkRoute("alpha.slug", "slug")])
      ],
      feature: "first")
    try table.register(
      [pattern("x", [.value("n", .positiveInteger)], stack: [LinkRoute("alpha.n", "n")])],
      feature: "second")
    try table.check { _ in true }
    // The slug sample "op" prints and parses back; a slug that is a number has no link.
    #expect(table.url(for: [["key": "alpha.slug", "slug": "op"]], tab: "a") == "alpha://x/op")
    #expect(table.url(for: [["key": "alpha.slug", "slug": "12"]], tab: "a") == nil)
  }

  @Test func aPrintedLinkThatOpensAnotherPatternIsRefusedAtTheCheck() throws {
    var table = LinkTable()
    // The slug `op` prints as `alpha://x/op`, which the literal pattern takes.
    try table.register(
      [
        pattern(
          "x", [.optional([.value("id", .identifier(.slug))])],
          stack: [LinkRoute("alpha.item", "id")])
      ],
      feature: "first")
    try table.register(
      [pattern("x", [.literal("op")], stack: [LinkRoute("alpha.op")])], feature: "second")
    #expect(
      throws: LinkRegistrationError.printedLinkOpensElsewhere(
        template: "alpha://x[/<id>]", url: "alpha://x/op", opens: "alpha://x/op")
    ) {
      try table.check { _ in true }
    }
  }
}
