import NavLintCore
import SwiftSyntax
import Testing

struct NavigationLinkCallTests {
  struct Parts: Equatable, CustomStringConvertible {
    var title: String?
    var label: String?
    var destination: String?
    var value: String?

    var description: String {
      "title: \(title ?? "-"), label: \(label ?? "-"), destination: \(destination ?? "-"), "
        + "value: \(value ?? "-")"
    }
  }

  static let spellings: [(String, Parts)] = [
    (
      #"NavigationLink("Title") { Detail() }"#,
      Parts(title: #""Title""#, destination: "{ Detail() }")
    ),
    (
      "NavigationLink { Detail() } label: { Row() }",
      Parts(label: "{ Row() }", destination: "{ Detail() }")
    ),
    (
      "NavigationLink(destination: Detail()) { Row() }",
      Parts(label: "{ Row() }", destination: "Detail()")
    ),
    (
      "NavigationLink(destination: Detail(), label: { Row() })",
      Parts(label: "{ Row() }", destination: "Detail()")
    ),
    (
      #"NavigationLink("Title", destination: Detail())"#,
      Parts(title: #""Title""#, destination: "Detail()")
    ),
    (
      "NavigationLink(value: Route.detail(id: 1)) { Row() }",
      Parts(label: "{ Row() }", value: "Route.detail(id: 1)")
    ),
    (
      #"NavigationLink("Title", value: route)"#,
      Parts(title: #""Title""#, value: "route")
    ),
    (
      "NavigationLink(value: route, label: { Row() })",
      Parts(label: "{ Row() }", value: "route")
    ),
    (
      "NavigationLink(destination: Detail(), isActive: $shown) { Row() }",
      Parts(label: "{ Row() }", destination: "Detail()")
    ),
    (
      "NavigationLink(destination: Detail(), tag: 1, selection: $selected) { Row() }",
      Parts(label: "{ Row() }", destination: "Detail()")
    ),
    (
      "NavigationLink(isActive: $shown) { Detail() } label: { Row() }",
      Parts(label: "{ Row() }", destination: "{ Detail() }")
    ),
    (
      "SwiftUI.NavigationLink(destination: Detail()) { Row() }",
      Parts(label: "{ Row() }", destination: "Detail()")
    ),
  ]

  @Test(arguments: spellings)
  func separatesLabelFromDestination(source: String, expected: Parts) throws {
    let call = try #require(CallFinder.calls(named: "NavigationLink", in: source).first)
    let link = try #require(NavigationLinkCall(call))
    let parts = Parts(
      title: link.title?.trimmedDescription, label: link.label?.trimmedDescription,
      destination: link.destination?.trimmedDescription, value: link.value?.trimmedDescription)
    #expect(parts == expected)
    #expect(link.isDestinationBased == (expected.destination != nil))
  }

  @Test func readsStateArguments() throws {
    let source = "NavigationLink(destination: D(), tag: 2, selection: $pick, isActive: $on) { R() }"
    let call = try #require(CallFinder.calls(named: "NavigationLink", in: source).first)
    let link = try #require(NavigationLinkCall(call))
    #expect(link.tag?.trimmedDescription == "2")
    #expect(link.selection?.trimmedDescription == "$pick")
    #expect(link.isActive?.trimmedDescription == "$on")
  }

  @Test func rejectsOtherCallsAndModifiers() throws {
    let source = "Button(\"a\") {}.NavigationLink(destination: D())"
    let calls = CallFinder.calls(named: "NavigationLink", in: source)
    #expect(calls.count == 1)
    #expect(NavigationLinkCall(try #require(calls.first)) == nil)
    let text = try #require(CallFinder.calls(named: "Text", in: "Text(\"a\")").first)
    #expect(NavigationLinkCall(text) == nil)
  }

  @Test func findsTheLinkWhoseLabelHoldsANode() throws {
    let source = """
      NavigationLink("Title") {
        Button("inside destination") {}.buttonStyle(.plain)
      }
      NavigationLink { Detail() } label: {
        Button("inside label") {}.buttonStyle(.plain)
      }
      NavigationLink(value: 1) {
        HStack { Button("nested in label") {}.buttonStyle(.plain) }
      }
      Button("outside") {}.buttonStyle(.plain)
      NavigationLink(value: 2) { Text("row") }.buttonStyle(.plain)
      """
    let styles = CallFinder.calls(named: "buttonStyle", in: source)
    let found = styles.map { NavigationLinkCall.enclosingLabel(of: $0) != nil }
    #expect(found == [false, true, true, false, false])
  }
}
