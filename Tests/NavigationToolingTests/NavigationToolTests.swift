import Foundation
import NavigationRouter
import NavigationTooling
import TestSupport
import Testing

/// The navigation tool an app ships, as a function of its command line: each command's exact
/// output and exit status, usage errors naming the argument, bad links and bad input.
@MainActor
struct NavigationToolTests {
  /// The tool over the shop fixture (a shop tab with links, an account tab without).
  private let tool = NavigationTool(name: "shop-nav") { try ShopApp().router }

  /// The fixture's problems: product p2 offers reviews it has none of (its reviews link lands
  /// on the product), and no action leads to the cart or the orders.
  private static let problems = [
    #"route 'shop.reviews' prints the URL shop://product/p2/reviews, which opens tab 'shop': {"key":"shop.product","productID":"p2"} instead: print and parse must agree"#,
    "route 'account.orders' is unreachable from every tab root and link: add an action or a "
      + "link that leads to it, or remove it",
    "route 'shop.cart' is unreachable from every tab root and link: add an action or a link "
      + "that leads to it, or remove it",
  ]

  @Test func graphPrintsMermaidAndReportsItsProblemsWithExitOne() {
    let result = tool.run(arguments: ["graph"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput == """
        flowchart LR
          entry0(["tab: account"]) ==> n_account_overview
          entry1(["tab: shop"]) ==> n_shop_catalog
          entry2(["link: shop://catalog"]) ==> n_shop_catalog
          entry3(["link: shop://product/<productID>"]) ==> n_shop_product
          entry4(["link: shop://product/<productID>/reviews"]) ==> n_shop_reviews
          n_account_orders["account.orders"]
          n_account_overview["account.overview"]
          n_shop_cart["shop.cart"]
          n_shop_catalog["shop.catalog"]
          n_shop_product["shop.product"]
          n_shop_reviews["shop.reviews"]
          n_shop_catalog -->|"open p1"| n_shop_product
          n_shop_catalog -->|"open p2"| n_shop_product
          n_shop_product -->|"reviews p1"| n_shop_reviews
          n_shop_product -->|"reviews p2"| n_shop_reviews
          classDef unreached stroke-dasharray: 4 4,color:#b00
          class n_account_orders,n_shop_cart unreached

        """)
    #expect(result.standardError == Self.problems.map { "shop-nav: graph: \($0)\n" }.joined())
  }

  @Test func graphPrintsDotAndJSON() {
    let dot = tool.run(arguments: ["graph", "--format", "dot"])
    #expect(dot.exitCode == 1)
    #expect(
      dot.standardOutput == """
        digraph navigation {
          rankdir=LR;
          node [shape=box, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          "entry0" [label="tab: account", shape=oval, style=filled];
          "entry0" -> "account.overview" [style=bold];
          "entry1" [label="tab: shop", shape=oval, style=filled];
          "entry1" -> "shop.catalog" [style=bold];
          "entry2" [label="link: shop://catalog", shape=oval, style=filled];
          "entry2" -> "shop.catalog" [style=bold];
          "entry3" [label="link: shop://product/<productID>", shape=oval, style=filled];
          "entry3" -> "shop.product" [style=bold];
          "entry4" [label="link: shop://product/<productID>/reviews", shape=oval, style=filled];
          "entry4" -> "shop.reviews" [style=bold];
          "account.orders" [color=red, style=dashed];
          "account.overview";
          "shop.cart" [color=red, style=dashed];
          "shop.catalog";
          "shop.product";
          "shop.reviews";
          "shop.catalog" -> "shop.product" [label="open p1"];
          "shop.catalog" -> "shop.product" [label="open p2"];
          "shop.product" -> "shop.reviews" [label="reviews p1"];
          "shop.product" -> "shop.reviews" [label="reviews p2"];
        }

        """)
    // One step from each entry: stopped early, so nothing is called unreachable.
    let json = tool.run(arguments: ["graph", "--format=json", "--depth", "1"])
    #expect(json.exitCode == 0)
    #expect(
      json.standardOutput
        == #"{"edges":[{"from":"shop.catalog","intent":"open p1","kind":"push","to":"shop.product"},{"from":"shop.catalog","intent":"open p2","kind":"push","to":"shop.product"},{"from":"shop.product","intent":"reviews p1","kind":"push","to":"shop.reviews"},{"from":"shop.product","intent":"reviews p2","kind":"push","to":"shop.reviews"}],"entries":[{"kind":"tab","name":"account","node":"account.overview","url":null},{"kind":"tab","name":"shop","node":"shop.catalog","url":null},{"kind":"link","name":"shop://catalog","node":"shop.catalog","url":"shop://catalog"},{"kind":"link","name":"shop://product/<productID>","node":"shop.product","url":"shop://product/p1"},{"kind":"link","name":"shop://product/<productID>/reviews","node":"shop.reviews","url":"shop://product/p1/reviews"}],"exploredScreens":5,"nodes":[{"id":"account.orders","kind":"route","reached":false},{"id":"account.overview","kind":"route","reached":true},{"id":"shop.cart","kind":"route","reached":false},{"id":"shop.catalog","kind":"route","reached":true},{"id":"shop.product","kind":"route","reached":true},{"id":"shop.reviews","kind":"route","reached":true}],"problems":[],"truncated":true}"#
        + "\n")
    #expect(
      json.standardError
        == "shop-nav: graph: stopped at --depth 1 or --max-screens 2000 (5 screens); raise them "
        + "to see the whole graph\n")
  }

  @Test func graphProblemsFormatPrintsOnlyTheProblemsOnStandardOutput() {
    let result = tool.run(arguments: ["graph", "--format", "problems"])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput == Self.problems.map { $0 + "\n" }.joined())
    #expect(result.standardError == "")
  }

  @Test func graphSVGWithoutDotSaysWhatToInstall() {
    let result = tool.run(
      arguments: ["graph", "--format", "svg"], environment: ["PATH": "/nonexistent"])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "shop-nav: graph: --format svg needs Graphviz's 'dot' program, which is not on "
        + "PATH; install it (Debian, Ubuntu: apt-get install graphviz) or print --format dot\n")
  }

  @Test func linksCheckSaysWhereEachURLLands() {
    let result = tool.run(arguments: ["links", "check", "shop://product/p1", "shop://catalog"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        ok       shop://product/p1
                 shop [{"key":"shop.product","productID":"p1"}]
        ok       shop://catalog
                 shop []
                 Already showing Catalog.
        2 links: 2 ok, 0 fallback, 0 failed, 0 ignored

        """)
    #expect(result.standardError == "")
  }

  @Test func linksCheckOfABadURLFailsNamingItWithExitOne() {
    let result = tool.run(arguments: [
      "links", "check", "--json", "shop://product/p9", "shop://product/p1/x/y",
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput == """
        {"message":"No product “p9”.","outcome":"failed","path":[{"key":"shop.product","productID":"p9"}],"tab":"shop","url":"shop://product/p9"}
        {"message":"malformed link: expected shop://product/<productID> or shop://product/<productID>/reviews","outcome":"failed","path":null,"tab":null,"url":"shop://product/p1/x/y"}
        {"summary":{"failed":2,"fallback":0,"ignored":0,"ok":0,"total":2}}

        """)
  }

  @Test func linksCheckReadsStandardInputForADash() {
    let input = Data("# comment\nshop://product/p2\n\nhttps://example.com/x\r\n".utf8)
    let result = tool.run(arguments: ["links", "check", "-"], standardInput: { input })
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput == """
        ok       shop://product/p2
                 shop [{"key":"shop.product","productID":"p2"}]
        ignored  https://example.com/x
                 Ignored https://example.com/x: not a link this app opens.
        2 links: 1 ok, 0 fallback, 0 failed, 1 ignored

        """)
    let notText = tool.run(arguments: ["links", "check", "-"], standardInput: { Data([0xFF]) })
    #expect(notText.exitCode == 2)
    #expect(notText.standardError == "shop-nav: links check: standard input is not UTF-8 text\n")
    let large = Data(repeating: 0x41, count: NavigationTool.maximumInputSize + 1)
    let tooLarge = tool.run(arguments: ["links", "check", "-"], standardInput: { large })
    #expect(tooLarge.exitCode == 2)
    #expect(
      tooLarge.standardError
        == "shop-nav: links check: standard input is larger than 4 MiB, the most this tool "
        + "reads; check fewer links at a time\n")
  }

  /// The shop's links are custom-scheme only: the file claims the bare domain, for both apps.
  @Test func linksAASAClaimsTheHTTPSLinksForEachAppID() {
    let result = tool.run(arguments: [
      "links", "aasa", "--app-id", "ABCDE12345.com.example.shop",
      "--app-id=ABCDE12345.com.example.beta",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        {
          "applinks" : {
            "details" : [
              {
                "appIDs" : [
                  "ABCDE12345.com.example.shop",
                  "ABCDE12345.com.example.beta"
                ],
                "components" : [
                  {
                    "/" : "/",
                    "caseSensitive" : false,
                    "comment" : "the bare domain opens the app"
                  }
                ]
              }
            ]
          }
        }

        """)
  }

  @Test func helpPrintsTheUsageWithTheToolsName() {
    for arguments in [["--help"], ["-h"], ["help"], ["graph", "--help"]] {
      let result = tool.run(arguments: arguments)
      #expect(result == NavigationToolResult(exitCode: 0, standardOutput: tool.usage))
    }
    #expect(tool.usage.hasPrefix("Usage: shop-nav <command> [options]\n"))
  }

  @Test func usageErrorsNameTheArgumentAndExitTwo() {
    let cases: [([String], String)] = [
      ([], "no command given; commands: graph, links check, links aasa, help"),
      (["grpah"], "unknown command 'grpah'; commands: graph, links check, links aasa, help"),
      (
        ["graph", "--format", "png"],
        "option '--format' got 'png'; expected mermaid|dot|json|svg|problems"
      ),
      (
        ["graph", "--depth", "-1"], "option '--depth' got '-1'; expected a whole number, 0 or more"
      ),
      (["graph", "--depth"], "option '--depth' needs a value"),
      (
        ["graph", "--max-screens", "0"],
        "option '--max-screens' got '0'; expected a whole number, 1 or more"
      ),
      (
        ["graph", "--depth", "1", "--depth", "2"],
        "option '--depth' is given more than once; give it once"
      ),
      (["graph", "--json"], "unknown option '--json' for 'graph'"),
      (["graph", "extra"], "unexpected operand 'extra' for 'graph'"),
      (["links"], "'links' needs a command: check or aasa"),
      (["links", "table"], "unknown command 'links table'; 'links' commands: check, aasa"),
      (
        ["links", "check"],
        "'links check' needs an operand: links check URL... (or - for standard input)"
      ),
      (
        ["links", "check", "-", "shop://catalog"],
        "'links check' reads the URLs given as arguments or, with '-', standard input; not both"
      ),
      (["links", "check", "--json=yes", "-"], "option '--json' takes no value"),
      (
        ["links", "aasa"],
        "'links aasa' requires the option --app-id: links aasa --app-id TEAMID.BUNDLEID"
      ),
      (
        ["links", "aasa", "--app-id", "shop"],
        "option '--app-id' got 'shop'; expected TEAMID.BUNDLEID (a 10-character team ID, a dot, the bundle ID)"
      ),
      (
        ["graph", "--format", "\u{1b}[2J"],
        "option '--format' got '\\u{1b}[2J'; expected mermaid|dot|json|svg|problems"
      ),
    ]
    for (arguments, message) in cases {
      let result = tool.run(arguments: arguments)
      #expect(
        result
          == NavigationToolResult(
            exitCode: 2, standardError: "shop-nav: \(message)\nTry 'shop-nav --help'.\n"),
        "\(arguments)")
    }
    #expect(throws: NavigationToolUsageError.unknownCommand("grpah")) {
      try NavigationToolCommand.parse(["grpah"])
    }
  }

  @Test func anAppThatCannotBeBuiltIsExitOneSayingWhy() {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the sample store is missing" }
    }
    let broken = NavigationTool(name: "shop-nav") { () throws -> Router<String> in throw Broken() }
    #expect(
      broken.run(arguments: ["links", "check", "shop://catalog"])
        == NavigationToolResult(
          exitCode: 1, standardError: "shop-nav: the sample store is missing\n"))
    #expect(
      broken.run(arguments: ["graph"])
        == NavigationToolResult(
          exitCode: 1,
          standardError:
            "shop-nav: graph: the app cannot be explored: the sample store is missing\n"))
  }
}
