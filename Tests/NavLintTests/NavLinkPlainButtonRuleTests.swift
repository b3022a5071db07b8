import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct NavLinkPlainButtonRuleTests {
  @Test func reportsPlainButtonInEveryLabelSpelling() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      let a = NavigationLink(value: 1) {
        Button("a") {}.1️⃣buttonStyle(.plain)
      }
      let b = NavigationLink { Detail() } label: {
        HStack { Text("b"); Button("b") {}.2️⃣buttonStyle(PlainButtonStyle()) }
      }
      let c = NavigationLink(destination: Detail()) {
        Button("c") {}.3️⃣buttonStyle(.plain)
      }
      let d = NavigationLink(destination: Detail(), label: {
        Button("d") {}.4️⃣buttonStyle(.plain)
      })
      """
    )
  }

  @Test func reportsStyleOnAContainerHoldingAButtonInTheLabel() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      NavigationLink(value: 1) {
        HStack {
          Text("row")
          Button("favorite") {}
        }
        .1️⃣buttonStyle(.plain)
      }
      """
    )
  }

  @Test func titledTrailingClosureIsTheDestination() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      NavigationLink("Title") {
        Button("destination") {}.buttonStyle(.plain)
      }
      """
    )
  }

  @Test func styleOnTheLinkItselfIsFine() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      NavigationLink(value: 1) { Text("row") }
        .buttonStyle(.plain)
      NavigationLink(value: 2) { Text("row") }.padding().buttonStyle(.plain)
      """
    )
  }

  @Test func plainButtonOutsideAnyLabelIsFine() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Toolbar: View {
        var body: some View { Button("Refresh") {}.buttonStyle(.plain) }
      }
      """
    )
  }

  @Test func plainStyleOnLabelContentWithoutButtonIsFine() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      NavigationLink(value: 1) { Text("row").buttonStyle(.plain) }
      NavigationLink(value: 1) { Button("b") {}.buttonStyle(.borderless) }
      """
    )
  }

  @Test func followsCustomViewsInTheSameFile() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Library: View {
        var body: some View {
          NavigationLink(value: 1) { SeriesRow() }
        }
      }
      struct SeriesRow: View {
        var body: some View { HStack { Text("a"); favorite } }
        var favorite: some View { Button("★") {}.1️⃣buttonStyle(.plain) }
      }
      struct Unused: View {
        var body: some View { Button("★") {}.buttonStyle(.plain) }
      }
      """
    )
  }

  @Test func followsMembersTheLabelUses() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Library: View {
        var body: some View {
          NavigationLink(value: 1) { rowLabel }
          toolbarButton
        }
        var rowLabel: some View { Button("★") {}.1️⃣buttonStyle(.plain) }
        var toolbarButton: some View { Button("+") {}.buttonStyle(.plain) }
      }
      """
    )
  }

  @Test func customViewHoldingAButtonIsStyledInTheLabel() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Library: View {
        var body: some View {
          NavigationLink(value: 1) { FavoriteButton().1️⃣buttonStyle(.plain) }
          NavigationLink(value: 1) { Cover().buttonStyle(.plain) }
        }
      }
      struct FavoriteButton: View { var body: some View { Button("★") {} } }
      struct Cover: View { var body: some View { Text("cover") } }
      """
    )
  }

  @Test func followsCustomViewsDefinedInAnotherFile() {
    let list = """
      struct Library: View {
        var body: some View {
          List { NavigationLink(value: 1) { SeriesRow() } }
        }
      }
      """
    let row = """
      struct SeriesRow: View {
        var body: some View {
          HStack {
            Text("One Piece")
            Button("★") {}
              .1️⃣buttonStyle(.plain)
          }
        }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: list), path: "Library.swift"),
      FileIndex(tree: Parser.parse(source: MarkedSource(row).text), path: "Row.swift"),
    ])
    assertLint(NavLinkPlainButtonRule.self, row, path: "Row.swift", index: index)
    let findings = lint(
      NavLinkPlainButtonRule.self, MarkedSource(row).text, path: "Row.swift", index: index)
    #expect(
      findings.map(\.message) == [
        "plain button style in SeriesRow (shown in the NavigationLink label at Library.swift:3) "
          + "swallows the link's tap; use .buttonStyle(.borderless)"
      ])
    assertLint(NavLinkPlainButtonRule.self, list, path: "Library.swift", index: index)
  }

  @Test func fixRewritesToBorderless() {
    let source = """
      NavigationLink(value: 1) {
        Button("a") {}.buttonStyle(.plain)
        Button("b") {}.buttonStyle(PlainButtonStyle())
      }
      """
    let expected = """
      NavigationLink(value: 1) {
        Button("a") {}.buttonStyle(.borderless)
        Button("b") {}.buttonStyle(BorderlessButtonStyle())
      }
      """
    let result = fixed(NavLinkPlainButtonRule.self, source)
    #expect(result == expected)
    #expect(lint(NavLinkPlainButtonRule.self, result).isEmpty)
  }
  @Test func seesThroughIfConfigInTheLabelAndInModifierChains() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct DebugMenu: View {
        var body: some View {
          NavigationLink(value: 1) {
            #if DEBUG
            Button("Debug") {}
              .1️⃣buttonStyle(.plain)
            #else
            Text("Release")
            #endif
          }
          NavigationLink(value: 2) {
            Button("b") {}
              #if os(iOS)
              .2️⃣buttonStyle(.plain)
              #endif
          }
          NavigationLink(value: 3) { Text("c") }
            #if os(iOS)
            .buttonStyle(.plain)
            #endif
        }
      }
      """
    )
  }

}
