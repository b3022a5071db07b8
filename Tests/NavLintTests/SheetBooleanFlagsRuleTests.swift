import NavLintCore
import Testing

struct SheetBooleanFlagsRuleTests {
  @Test func reportsTheSecondFlagDrivenSheetOrCover() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct NoteView: View {
        @State private var showsEditor = false
        @State private var showsShare = false
        @State private var showsHelp = false
        var body: some View {
          Text("Note")
            .sheet(isPresented: $showsEditor) { Editor() }
            .1️⃣fullScreenCover(isPresented: $showsShare) { ShareView() }
            .sheet(isPresented: $showsHelp) { Help() }
        }
      }
      """
    )
  }

  @Test func countsPresentationsAcrossMembersOfOneType() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct ReaderView: View {
        @State private var a = false
        @State private var b = false
        var body: some View { content.sheet(isPresented: $a) { A() } }
        var content: some View { Text("page").1️⃣sheet(isPresented: $model.showsB) { B() } }
      }
      """
    )
  }

  @Test func oneFlagItemSheetsAlertsAndPopoversAreFine() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct NoteView: View {
        @State private var sheet: Sheet?
        @State private var shown = false
        var body: some View {
          Text("Note")
            .sheet(item: $sheet) { Text("\\($0)") }
            .sheet(isPresented: $shown) { A() }
            .alert("Delete?", isPresented: $confirms) { Button("OK") {} }
            .popover(isPresented: $pops) { P() }
            .confirmationDialog("Share", isPresented: $shares) { Button("OK") {} }
        }
      }
      """
    )
  }

  @Test func sameFlagInIfConfigBranchesIsOneFlag() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct NoteView: View {
        @State private var shown = false
        var body: some View {
          #if os(iOS)
          Text("a").fullScreenCover(isPresented: $shown) { A() }
          #else
          Text("a").sheet(isPresented: $shown) { A() }
          #endif
        }
      }
      """
    )
  }

  @Test func sheetsInDifferentAndNestedTypesAreSeparate() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct Outer: View {
        @State private var a = false
        var body: some View { Text("a").sheet(isPresented: $a) { A() } }
        struct Inner: View {
          @State private var b = false
          var body: some View { Text("b").sheet(isPresented: $b) { B() } }
        }
      }
      """
    )
  }

  @Test func differentFlagsInAlternativeIfConfigBranchesAreFine() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct NoteView: View {
        @State private var covers = false
        @State private var sheets = false
        var body: some View {
          #if os(iOS)
          Text("a").fullScreenCover(isPresented: $covers) { A() }
          #else
          Text("a").sheet(isPresented: $sheets) { A() }
          #endif
        }
      }
      """
    )
  }

  @Test func flagsInTheSameIfConfigBranchCount() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct NoteView: View {
        var body: some View {
          #if os(iOS)
          Text("a")
            .fullScreenCover(isPresented: $covers) { A() }
            .1️⃣sheet(isPresented: $sheets) { B() }
          #endif
        }
      }
      """
    )
  }
  @Test func seesSheetsInPostfixIfConfigClauses() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct Note: View {
        @State private var a = false
        @State private var b = false
        var body: some View {
          Text("y")
            #if os(iOS)
            .sheet(isPresented: $a) { Text("a") }
            #endif
            .1️⃣sheet(isPresented: $b) { Text("b") }
        }
      }
      struct Other: View {
        @State private var a = false
        @State private var b = false
        var body: some View {
          Text("y")
            #if os(iOS)
            .sheet(isPresented: $a) { Text("a") }
            #else
            .sheet(isPresented: $b) { Text("b") }
            #endif
        }
      }
      """
    )
  }

  @Test func eachTypeOwnsItsMembersPresentationsNotNestedStructsClassesOrEnums() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct Outer: View {
        @State private var a = false
        @State private var b = false
        var body: some View {
          Text("a").sheet(isPresented: $a) { Text("1") }
        }
        actor Worker {
          func make() -> some View { Text("w").1️⃣sheet(isPresented: $b) { Text("2") } }
        }
        enum Kind {
          static func make() -> some View {
            Text("k").sheet(isPresented: $x) { Text("3") }.sheet(isPresented: $y) { Text("4") }
          }
        }
        struct Inner: View {
          var body: some View { Text("i").fullScreenCover(isPresented: $c) { Text("5") } }
        }
      }
      extension Outer {
        var more: some View {
          Text("m").sheet(isPresented: $d) { Text("6") }.sheet(isPresented: $d) { Text("7") }
        }
      }
      class Model {
        func show() -> some View {
          struct Local: View {
            var body: some View { Text("l").sheet(isPresented: $e) { Text("8") } }
          }
          return Text("s").fullScreenCover(isPresented: $f) { Local() }.2️⃣sheet(isPresented: $g) {}
        }
      }
      """
    )
  }
}
