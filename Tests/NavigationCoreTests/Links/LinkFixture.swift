import NavigationCore

/// A link table of fake features: `alpha://` with an https domain, `beta://` without.
enum LinkFixture {
  static let alpha: [LinkPattern] = [
    LinkPattern(scheme: "alpha", host: "home", universal: true, tab: "a", stack: []),
    LinkPattern(
      scheme: "alpha", host: "item", segments: [.value("id", .identifier(.identifier))],
      query: [LinkQueryItem("page", .positiveInteger, parameter: "number")],
      universal: true, tab: "a",
      stack: [LinkRoute("alpha.item", "id"), LinkRoute("alpha.page", "id", "number")]),
    LinkPattern(
      scheme: "alpha", host: "item", segments: [.literal("new")], universal: true, tab: "a",
      stack: [LinkRoute("alpha.home")]),
    LinkPattern(
      scheme: "alpha", host: "find", query: [LinkQueryItem("q", .text, isRequired: true)],
      universal: true, tab: "a", stack: [LinkRoute("alpha.find", "q")]),
  ]

  static let beta: [LinkPattern] = [
    LinkPattern(
      scheme: "beta", host: "thing", segments: [.value("n", .positiveInteger)], universal: false,
      tab: "b", stack: [LinkRoute("beta.number", "n")]),
    LinkPattern(
      scheme: "beta", host: "thing", segments: [.value("slug", .identifier(.slug))],
      universal: false, tab: "b", stack: [LinkRoute("beta.slug", "slug")]),
    LinkPattern(
      scheme: "beta", host: "thing", segments: [.value("uuid", .uuid)], universal: false,
      tab: "b", stack: [LinkRoute("beta.uuid", "uuid")]),
  ]

  static func table() throws -> LinkTable {
    var table = LinkTable()
    table.addDomain(
      UniversalLinkDomain(scheme: "alpha", hosts: ["alpha.example", "www.alpha.example"]))
    try table.register(alpha, feature: "alpha")
    try table.register(beta, feature: "beta")
    return table
  }

  static func location(
    _ tab: TabID, _ routes: [[String: JSONScalar]], feature: String = "alpha", template: String
  )
    -> ParsedLink
  {
    .location(LinkLocation(feature: feature, template: template, tab: tab, routes: routes))
  }
}

extension JSONScalar: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}
