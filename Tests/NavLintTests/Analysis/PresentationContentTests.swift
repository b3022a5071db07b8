import NavLintCore
import SwiftParser
import SwiftSyntax
import Testing

struct PresentationContentTests {
  @Test func findsContentClosuresOfEveryPresentationModifier() {
    let source = """
      Row().sheet(isPresented: $a) { NavigationStack {} }
      Row().fullScreenCover(item: $b) { item in NavigationStack {} }
      Row().popover(isPresented: $c, content: { NavigationStack {} })
      Row().sheet(isPresented: $d, onDismiss: reset) { NavigationStack {} }
      Row().background { NavigationStack {} }
      NavigationStack {}
      """
    let stacks = CallFinder.calls(named: "NavigationStack", in: source)
    #expect(
      stacks.map { PresentationContent.enclosing($0)?.modifier }
        == ["sheet", "fullScreenCover", "popover", "sheet", nil, nil])
  }

  @Test func theViewAModifierIsAttachedToIsNotItsContent() {
    let source = "NavigationStack { Row() }.sheet(isPresented: $a) { Text(\"a\") }"
    let stacks = CallFinder.calls(named: "NavigationStack", in: source)
    #expect(stacks.map { PresentationContent.enclosing($0)?.modifier } == [nil])
  }

  @Test func namesMembersReferencedAsContent() {
    let source = """
      Row()
        .sheet(isPresented: $a, content: makeEditor)
        .fullScreenCover(isPresented: $b) { self.viewer }
        .popover(item: $c) { note in makeNote(note, title: title) }
        .sheet(isPresented: $d) { Text(label.text) }
      """
    let calls = ["sheet", "fullScreenCover", "popover"].flatMap {
      CallFinder.calls(named: $0, in: source)
    }
    let ordered = calls.sorted {
      ($0.modifierPeriod?.position ?? $0.position) < ($1.modifierPeriod?.position ?? $1.position)
    }
    let names = ordered.map {
      PresentationContent.referencedMembers(of: $0)
    }
    #expect(names == [["makeEditor"], ["viewer"], ["makeNote", "note", "title"], ["label"]])
  }

  @Test func membersUsedOnlyAsPresentationContentArePresented() throws {
    let source = """
      struct Screen: View {
        @State var shown = false
        var body: some View {
          NavigationStack { list }
            .sheet(isPresented: $shown) { editor }
            .fullScreenCover(isPresented: $shown, content: makeViewer)
        }
        var list: some View { NavigationStack { Text("list") } }
        var editor: some View { NavigationStack { Text("editor") } }
        func makeViewer() -> some View { NavigationStack { Text("viewer") } }
      }
      """
    let tree = Parser.parse(source: source)
    let index = ProjectIndex(files: [FileIndex(tree: tree, path: "Screen.swift")])
    let stacks = CallFinder.calls(named: "NavigationStack", in: tree)
    #expect(
      stacks.map { PresentationContent.contains($0, index: index) } == [false, false, true, true])
    let info = try #require(index.type(named: "Screen"))
    #expect(info.presentationOnlyMembers == ["editor", "makeViewer"])
  }
}
