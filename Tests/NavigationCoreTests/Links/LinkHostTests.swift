import NavigationCore
import Testing

/// Hosts compare as typed: ASCII letters fold, nothing else maps (no IDNA), and an empty port
/// or a trailing dot is another host.
struct LinkHostTests {
  private let table: LinkTable

  init() throws {
    table = try LinkFixture.table()
  }

  private var item: ParsedLink {
    LinkFixture.location(
      "a", [["key": "alpha.item", "id": "x1"]], template: "alpha://item/<id>[?page=<number>]")
  }

  /// Fullwidth letters, the long s, a soft hyphen, a zero-width space, an escape: IDNA would
  /// map each to `item`, and none is this app's host.
  @Test(arguments: [
    "alpha://ｉｔｅｍ/x1", "alpha://ite\u{17F}m/x1", "alpha://it\u{AD}em/x1", "alpha://it\u{200B}em/x1",
    "alpha://%69tem/x1", "alpha://item./x1",
  ])
  func aCustomHostTypedOtherwiseIsUnknown(url: String) throws {
    let host = String(url.dropFirst("alpha://".count).prefix { $0 != "/" })
    #expect(
      throws: LinkError.unknownHost(
        host, form: .custom, scheme: "alpha", known: ["find", "home", "item"])
    ) {
      try table.parse(url)
    }
  }

  @Test(arguments: [
    "https://ａｌｐｈａ.example/item/x1", "https://alpha\u{AD}.example/item/x1",
    "https://al\u{200B}pha.example/item/x1", "https://alpha.example./item/x1",
    "https://alpha.example:/item/x1", "https://%61lpha.example/item/x1",
    "https://xn--alpha-xyz.example/item/x1",
  ])
  func anHttpsHostTypedOtherwiseIsNotThisApps(url: String) throws {
    #expect(try table.parse(url) == .foreign)
  }

  @Test func anEmptyPortIsAPortInACustomLink() {
    #expect(throws: LinkError.hasUserOrPort(scheme: "alpha")) {
      try table.parse("alpha://item:/x1")
    }
  }

  @Test(arguments: [
    "ALPHA://ITEM/x1", "https://ALPHA.EXAMPLE/item/x1", "https://Www.Alpha.Example/ITEM/x1",
  ])
  func asciiCaseStillFolds(url: String) throws {
    #expect(try table.parse(url) == item)
  }
}
