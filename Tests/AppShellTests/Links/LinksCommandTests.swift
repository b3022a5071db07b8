import AppShell
import AppShellTestSupport
import Foundation
import MangaCatalog
import NavigationCore
import NavigationPersistence
import NavigationRouter
import NavigationTooling
import TestSupport
import Testing
import UserData
import WholeFile

/// `hoist links check|aasa|table`, run in-process.
@MainActor
struct LinksCommandTests {
  private func hoist(_ arguments: [String], stdin: [String] = [], dataDirectory: URL? = nil)
    -> (status: Int32, out: String, err: String)
  {
    let data = dataDirectory.map { ["--data-dir", $0.path] } ?? []
    let run = HoistRun.run(data + arguments, lines: stdin)
    return (run.status, run.output, run.errors)
  }

  private let links = [
    "mangareader://series/op?chapter=1085&page=3", "", "# a comment",
    "  https://mangareader.app/series/op?chapter=9999  ", "https://example.com",
    "fieldnotes://note/note-9", "mangareader://series/op?chapter=x",
  ]

  @Test func checkPrintsWhereEachLinkLandsAndASummary() {
    let result = hoist(["links", "check", "-"], stdin: links)
    #expect(result.status == 1)
    #expect(result.err == "")
    #expect(
      result.out == """
        ok       mangareader://series/op?chapter=1085&page=3
                 library [{"key":"library.series","seriesID":"op"},{"chapter":1085,"key":"reader.chapter","seriesID":"op"},{"chapter":1085,"key":"reader.page","page":3,"seriesID":"op"}]
        fallback https://mangareader.app/series/op?chapter=9999
                 library [{"key":"library.series","seriesID":"op"}]
                 One Piece has no chapter 9999; chapters are 1–1130. Showing One Piece.
        ignored  https://example.com
                 Ignored https://example.com: not a link this app opens.
        failed   fieldnotes://note/note-9
                 notes [{"key":"fieldnotes.note","noteID":"note-9"}]
                 Note note-9 no longer exists.
        failed   mangareader://series/op?chapter=x
                 malformed link: chapter 'x' must be a whole number, 1 or more
        5 links: 1 ok, 1 fallback, 2 failed, 1 ignored

        """)
  }

  @Test func checkAsJSONPrintsOneObjectPerLinkThenTheSummary() throws {
    let result = hoist(["--json", "links", "check", "-"], stdin: links)
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    #expect(
      lines[1]
        == #"{"message":"One Piece has no chapter 9999; chapters are 1–1130. Showing One Piece.","outcome":"fallback","path":[{"key":"library.series","seriesID":"op"}],"tab":"library","url":"https://mangareader.app/series/op?chapter=9999"}"#
    )
    #expect(
      lines[2]
        == #"{"message":"Ignored https://example.com: not a link this app opens.","outcome":"ignored","path":null,"tab":null,"url":"https://example.com"}"#
    )
    #expect(lines[5] == #"{"summary":{"failed":2,"fallback":1,"ignored":1,"ok":1,"total":5}}"#)
    for line in lines {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }

  /// A value decoded from the link and shown in the landing's path is escaped like the URL:
  /// a right-to-left override or a line feed in a search query cannot reorder or break the
  /// report's lines.
  @Test func checkEscapesTheValuesOfTheLandingPath() {
    let result = hoist(
      ["links", "check", "-"],
      stdin: ["mangareader://search?q=%E2%80%AEevil", "mangareader://search?q=a%0A%1B%5B2J"])
    #expect(result.status == 0)
    #expect(
      result.out == #"""
        ok       mangareader://search?q=%E2%80%AEevil
                 search [{"key":"search.results","query":"\u{202e}evil"}]
        ok       mangareader://search?q=a%0A%1B%5B2J
                 search [{"key":"search.results","query":"a\n\u001b[2J"}]
        2 links: 2 ok, 0 fallback, 0 failed, 0 ignored

        """#)
  }

  @Test func checkExitsZeroOnlyWhenEveryLinkIsOk() {
    let result = hoist(
      ["links", "check", "-"],
      stdin: ["mangareader://series/op", "fieldnotes://note/note-3", "mangareader://search?q=x"])
    #expect(result.status == 0)
    #expect(result.out.hasSuffix("3 links: 3 ok, 0 fallback, 0 failed, 0 ignored\n"))
  }

  @Test func checkExitsTwoWhenTheFileCannotBeRead() {
    let result = hoist(["links", "check", "/nonexistent/links.txt"])
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(
      result.err == "hoist: cannot read the links file '/nonexistent/links.txt': no such file\n")
  }

  @Test func checkReadsAFileAndChangesNoSavedState() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("links.txt")
    try "mangareader://series/op?chapter=1085&page=3\n".write(
      to: file, atomically: true, encoding: .utf8)
    let state = directory.appendingPathComponent("state")
    let result = hoist(["links", "check", file.path], dataDirectory: state)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }

  @Test func aasaClaimsEveryHttpsPatternAndNothingElse() throws {
    let result = hoist(["links", "aasa", "--app-id", "ABCDE12345.app.mangareader"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let applinks = try #require(json["applinks"] as? [String: Any])
    let details = try #require(applinks["details"] as? [[String: Any]])
    #expect(details.count == 1)
    #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.app.mangareader"])
    let components = try #require(details[0]["components"] as? [[String: Any]])
    let claimed = components.filter { $0["exclude"] == nil }.compactMap { $0["/"] as? String }
    #expect(claimed.contains("/library/") && claimed.contains("/series/?*/chapters/"))
    #expect(
      Set(claimed.filter { $0 == "/" || !$0.hasSuffix("/") }) == [
        "/", "/library", "/read/?*", "/read/?*/?*", "/read/?*/?*/?*", "/series/?*",
        "/series/?*/chapters", "/series/?*/add-to-list", "/search", "/search/?*", "/settings",
        "/settings/reading-direction", "/settings/appearance", "/settings/passcode",
        "/settings/about",
      ])
    #expect(components.allSatisfy { $0["caseSensitive"] as? Bool == false })
    // The more specific component comes first: the first match decides; a deeper path no
    // pattern has is excluded before a shallower claim's `?*` could take it.
    let paths = components.compactMap { $0["/"] as? String }
    let chapters = try #require(paths.firstIndex(of: "/series/?*/chapters"))
    let series = try #require(paths.firstIndex(of: "/series/?*"))
    let deeper = try #require(paths.firstIndex(of: "/series/?*/?*"))
    #expect(chapters < deeper && deeper < series)
    #expect(components[deeper]["exclude"] as? Bool == true)
    // No custom-scheme-only pattern is claimed.
    #expect(!claimed.contains { $0.hasPrefix("/note") })
  }

  /// Apple's documented `components` matching (first match decides; `*` any characters and
  /// `?` one, `/` included; caseSensitive false folds case) claims every printed https link,
  /// its host in any case, with a trailing slash, and the bare domain, and refuses
  /// paths deeper than any pattern or with an unknown first segment, exactly as `links check`
  /// says ok or fallback for them, and failed.
  @Test func theAssociationFileClaimsWhatOpens() throws {
    let registry = try HoistApp.composedRegistry()
    let components = AppSiteAssociation.components(registry.links)
    let app = try HoistApp(catalog: Catalog.bundled(), userData: .sample)
    var urls = ["https://mangareader.app/", "https://mangareader.app/nope/x"]
    for sample in registry.links.samples {
      guard
        let url = registry.links.url(
          for: sample.routes.map(\.object), presenting: sample.modal, tab: sample.tab, form: .https)
      else { continue }
      let path = String(url.dropFirst("https://mangareader.app".count))
      urls += [url, "https://mangareader.app" + path.uppercased().prefix(4) + path.dropFirst(4)]
      if !path.contains("?") { urls += [url + "/", url + "/extra/deeper/still"] }
    }
    for url in urls where !url.contains("/search/") && !url.contains("?q=") {
      let path = String(url.dropFirst("https://mangareader.app".count).prefix { $0 != "?" })
      let check = LinkCheck.check([url], on: app.router)[0]
      let opens = check.outcome == .ok || check.outcome == .fallback
      #expect(Self.claims(components, path: path) == opens, "\(url): \(check.outcome)")
    }
  }

  /// Apple's `components` matching of a path, as documented.
  static func claims(_ components: [AppSiteAssociation.Component], path: String) -> Bool {
    for component in components
    where glob(Array(component.path.lowercased()), Array(path.lowercased())) {
      return !component.exclude
    }
    return false
  }

  private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      return (0...text.count).contains {
        glob(Array(pattern.dropFirst()), Array(text.dropFirst($0)))
      }
    case "?":
      return !text.isEmpty && glob(Array(pattern.dropFirst()), Array(text.dropFirst()))
    default:
      return text.first == first && glob(Array(pattern.dropFirst()), Array(text.dropFirst()))
    }
  }

  @Test(arguments: ["bad", "abcde12345.app", "ABCDE1234.app", "ABCDE12345.", "ABCDE12345"])
  func aasaRefusesAnAppIDThatIsNotTeamDotBundle(appID: String) {
    let result = hoist(["links", "aasa", "--app-id", appID])
    #expect(result.status == 2)
    #expect(
      result.err
        == "hoist: option '--app-id' got '\(appID)'; expected TEAMID.BUNDLEID (a 10-character team ID, a dot, the bundle ID)\nTry 'hoist --help'.\n"
    )
  }

  @Test func linksUsageErrorsNameTheProblem() {
    #expect(hoist(["links"]).status == 2)
    #expect(
      hoist(["links", "aasa"]).err
        == "hoist: 'links aasa' requires the option --app-id: hoist links aasa --app-id "
        + "TEAMID.BUNDLEID\nTry 'hoist --help'.\n")
    #expect(
      hoist(["links", "aasa", "--app-id"]).err.hasPrefix("hoist: option '--app-id' needs a value"))
    #expect(
      hoist(["links", "fly"]).err.hasPrefix(
        "hoist: unknown command 'links fly'; 'links' commands: check, aasa, table\n"))
    #expect(
      hoist(["open", "x", "--app-id", "ABCDE12345.a"]).err
        == "hoist: option '--app-id' belongs to 'links aasa': hoist links aasa --app-id ...\nTry 'hoist --help'.\n"
    )
  }

  @Test func theDocsPatternTableIsCurrent() throws {
    let file = DocumentLocations.urlPatterns
    let text = try DocumentLocations.text(file)
    let block = try #require(LinkCatalog.block(in: text), "\(file) has no url-patterns block")
    let registry = try HoistApp.composedRegistry()
    #expect(
      block == LinkCatalog.markdownTable(registry.links),
      "\(file) is stale: run `swift run hoist links table --update-readme \(file)`")
    #expect(hoist(["links", "table"]).out == LinkCatalog.markdownTable(registry.links))
  }

  @Test func updatingAReadmeThatIsCurrentSaysSoAndLeavesItAlone() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-links-readme-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      "# T\n<!-- BEGIN GENERATED: url-patterns -->\n<!-- END GENERATED: url-patterns -->\n".utf8
    ).write(to: file)
    let first = hoist(["links", "table", "--update-readme", file.path])
    #expect(first.status == 0)
    #expect(first.err == "hoist: updated \(file.path)\n")
    let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    let again = hoist(["links", "table", "--update-readme", file.path])
    #expect(again.status == 0)
    #expect(again.err == "hoist: \(file.path) is already up to date\n")
    let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    #expect(after as? Int == inode as? Int)
  }

  @Test func aReadmeThatCannotBeWrittenIsNamedWithWhatToDo() throws {
    let text = "# T\n<!-- BEGIN GENERATED: url-patterns -->\n<!-- END GENERATED: url-patterns -->\n"
    let readme = try UnwritableReadme(text: text)
    defer { readme.remove() }
    let result = hoist(["links", "table", "--update-readme", readme.file.path])
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(
      result.err
        == "hoist: cannot write the README '\(readme.file.path)': '\(readme.blocker.path)': "
        + "file exists; nothing was changed (make sure its folder exists and can be written, "
        + "move away anything standing at the named temporary file, then run the command "
        + "again)\n")
    #expect(try readme.text() == text)
  }

  @Test func aReadmeUnderARegularFileIsNamedWithWhatToDo() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-links-readme-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let parent = folder.appendingPathComponent("file")
    try Data("not a folder\n".utf8).write(to: parent)
    let path = parent.appendingPathComponent("README.md").path
    #expect(throws: WriteError(path: path, reason: "not a directory")) {
      try AtomicFile.readForUpdate(path)
    }
    #expect(try String(contentsOf: parent, encoding: .utf8) == "not a folder\n")
  }

  @Test func theTableHasARowPerPatternAndUpdatingReplacesOnlyTheBlock() throws {
    let registry = try HoistApp.composedRegistry()
    let table = LinkCatalog.markdownTable(registry.links)
    #expect(table.split(separator: "\n").count == registry.links.links.count + 2)
    #expect(
      table.contains(
        "| reader | `mangareader://series/<seriesID>[?chapter=<chapter>][&page=<page>]` | `https://mangareader.app/series/<seriesID>[?chapter=<chapter>][&page=<page>]` | `library` tab: `library.series` › `reader.chapter` (with chapter) › `reader.page` (with page) |"
      ))
    #expect(
      table.contains(
        "| fieldnotes | `fieldnotes://note/<noteID>` | — | `notes` tab: `fieldnotes.note` |"))
    let document =
      "# T\n<!-- BEGIN GENERATED: url-patterns -->\nold\n<!-- END GENERATED: url-patterns -->\ntail\n"
    #expect(
      LinkCatalog.updating(document, with: registry.links)
        == "# T\n<!-- BEGIN GENERATED: url-patterns -->\n" + table
        + "<!-- END GENERATED: url-patterns -->\ntail\n")
    #expect(LinkCatalog.updating("no block", with: registry.links) == nil)
  }
}
