import NavigationCore
import Testing

struct LinkRegistrationTests {
  @Test func twoFeaturesDeclaringOneShapeFailNamingBoth() throws {
    var table = try LinkFixture.table()
    let copy = LinkPattern(
      scheme: "ALPHA", host: "Item", segments: [.value("other", .identifier(.identifier))],
      universal: false, tab: "c", stack: [LinkRoute("gamma.item", "other")])
    #expect(
      throws: LinkRegistrationError.duplicatePattern(
        template: "alpha://item/<other>", first: "alpha", second: "gamma")
    ) {
      try table.register([copy], feature: "gamma")
    }
    #expect(
      LinkRegistrationError.duplicatePattern(
        template: "alpha://item/<other>", first: "alpha", second: "gamma"
      )
      .description
        == "the link alpha://item/<other> is declared by both 'alpha' and 'gamma'; each URL shape belongs to one feature"
    )
    #expect(table.links.count == LinkFixture.alpha.count + LinkFixture.beta.count)
  }

  @Test func aRouteFieldBoundToNothingIsRefused() {
    var table = LinkTable()
    let pattern = LinkPattern(
      scheme: "alpha", host: "x", universal: false, tab: "a", stack: [LinkRoute("alpha.item", "id")]
    )
    #expect(
      throws: LinkRegistrationError.unboundParameter(
        template: "alpha://x", key: "alpha.item", parameter: "id")
    ) {
      try table.register([pattern], feature: "alpha")
    }
    #expect(table.links.isEmpty)
  }

  @Test func theCheckNamesAKeyNoFeatureRegisters() throws {
    let table = try LinkFixture.table()
    let known: Set<String> = [
      "alpha.item", "alpha.page", "alpha.home", "alpha.find", "beta.number", "beta.slug",
    ]
    #expect(
      throws: LinkRegistrationError.unregisteredKey(
        template: "beta://thing/<uuid>", key: "beta.uuid", feature: "beta")
    ) {
      try table.check { known.contains($0) }
    }
    try table.check { known.contains($0) || $0 == "beta.uuid" }
  }

  @Test func aUniversalPatternNeedsAnHttpsDomain() throws {
    var table = LinkTable()
    try table.register(LinkFixture.alpha, feature: "alpha")
    #expect(
      throws: LinkRegistrationError.noUniversalDomain(template: "alpha://home", scheme: "alpha")
    ) {
      try table.check { _ in true }
    }
  }

  @Test func templatesShowRequiredThenOptionalItems() throws {
    let table = try LinkFixture.table()
    #expect(
      table.links.map(\.pattern.template) == [
        "alpha://home", "alpha://item/<id>[?page=<number>]", "alpha://item/new",
        "alpha://find?q=<q>",
        "beta://thing/<n>", "beta://thing/<slug>", "beta://thing/<uuid>",
      ])
    #expect(
      table.template(of: LinkFixture.alpha[1], form: .https)
        == "https://alpha.example/item/<id>[?page=<number>]")
    #expect(table.template(of: LinkFixture.beta[0], form: .https) == nil)
  }
}
