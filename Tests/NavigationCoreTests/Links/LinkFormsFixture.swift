import NavigationCore

/// Patterns of every form: runs of segments, optional groups, a fragment, query defaults and
/// lists, and modal endings.
enum LinkFormsFixture {
  static let patterns: [LinkPattern] = [
    // A catch-all run: `files/a/b/c` is the file `a/b/c`.
    LinkPattern(
      scheme: "forms", host: "files", segments: [.values("path", .text, count: .oneOrMore)],
      universal: true, tab: "f", stack: [LinkRoute("forms.file", "path")]),
    // A literal beats a run.
    LinkPattern(
      scheme: "forms", host: "files", segments: [.literal("recent")], universal: true, tab: "f",
      stack: [LinkRoute("forms.recent")]),
    // A zero-or-more run before a literal.
    LinkPattern(
      scheme: "forms", host: "tree",
      segments: [.values("folder", .identifier(.slug), count: .zeroOrMore), .literal("index")],
      universal: true, tab: "f", stack: [LinkRoute("forms.folder", "folder")]),
    // Nested optional groups.
    LinkPattern(
      scheme: "forms", host: "book",
      segments: [
        .value("book", .identifier(.slug)),
        .optional([
          .value("chapter", .positiveInteger), .optional([.value("page", .positiveInteger)]),
        ]),
      ],
      fragment: LinkFragment("note", .text), universal: true, tab: "f",
      stack: [
        LinkRoute("forms.book", "book"), LinkRoute("forms.chapter", "book", "chapter"),
        LinkRoute("forms.page", "book", "chapter", "page"),
        LinkRoute("forms.note", "book", "chapter", "page", "note"),
      ]),
    // A default and a list.
    LinkPattern(
      scheme: "forms", host: "list",
      query: [
        LinkQueryItem("sort", .identifier(.slug), default: .string("name")),
        .list("tag", .identifier(.slug)),
      ],
      universal: true, tab: "f",
      stack: [LinkRoute("forms.list", "sort"), LinkRoute("forms.tagged", "sort", "tag")]),
    // A sheet over a stack, and a cover over the tab's root.
    LinkPattern(
      scheme: "forms", host: "book",
      segments: [.value("book", .identifier(.slug)), .literal("share")],
      universal: true, tab: "f", stack: [LinkRoute("forms.book", "book")],
      modal: LinkModal(.sheet, LinkRoute("forms.share", "book"))),
    LinkPattern(
      scheme: "forms", host: "player", universal: false, tab: "f", stack: [],
      modal: LinkModal(.fullScreenCover, LinkRoute("forms.player"))),
  ]

  static func table() throws -> LinkTable {
    var table = LinkTable()
    table.addDomain(UniversalLinkDomain(scheme: "forms", hosts: ["forms.example"]))
    try table.register(patterns, feature: "forms")
    try table.check { _ in true }
    return table
  }

  static func location(
    _ template: String, _ routes: [[String: JSONScalar]], modal: LinkModalRoute? = nil
  ) -> ParsedLink {
    .location(
      LinkLocation(
        feature: "forms", template: template, tab: "f",
        routeFields: routes.map(RouteFields.init), modal: modal))
  }
}
