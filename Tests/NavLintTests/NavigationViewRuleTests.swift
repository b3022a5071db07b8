import NavLintCore
import TestSupport
import Testing

struct NavigationViewRuleTests {
  @Test func reportsNavigationViewCall() {
    assertNavigationView(
      """
      struct RootView: View {
        var body: some View {
          1️⃣NavigationView {
            Text("Home")
          }
        }
      }
      """
    )
  }

  @Test func reportsQualifiedCallAndTypeUse() {
    assertNavigationView(
      """
      let a = SwiftUI.1️⃣NavigationView { Text("a") }
      let b: 2️⃣NavigationView<Text>
      let c: SwiftUI.3️⃣NavigationView<Text>
      """
    )
  }

  @Test func ignoresStringsCommentsAndStacks() {
    assertNavigationView(
      """
      // NavigationView { Text("old") }
      /* NavigationView */
      let title = "NavigationView { Text(\\"x\\") }"
      var body: some View { NavigationStack { Text("new") } }
      """
    )
  }

  @Test func findsAfterMultiByteCharactersOnTheSameLine() {
    assertNavigationView(
      """
      let 名前 = "日本"; let v = 1️⃣NavigationView { Text("🧭") }
      """
    )
  }

  @Test func lintsEveryIfConfigClause() {
    assertNavigationView(
      """
      var body: some View {
        #if os(iOS)
        1️⃣NavigationView { Text("iOS") }
        #elseif os(macOS)
        2️⃣NavigationView { Text("mac") }
        #else
        3️⃣NavigationView { Text("other") }
        #endif
      }
      """
    )
  }

  @Test func findsInsideResultBuildersAndNestedClosures() {
    assertNavigationView(
      """
      var body: some View {
        TabView {
          ForEach(tabs) { tab in
            Group {
              if tab.isHome { 1️⃣NavigationView { Home() } } else { Other() }
            }
          }
        }
        .sheet(isPresented: $show) { 2️⃣NavigationView { Sheet() } }
      }
      """
    )
  }

  @Test func silentBelowIOS16() {
    assertNavigationView(
      "let v = NavigationView { Text(\"a\") }",
      options: ["minimumOS": .object(["iOS": .string("15.4")])]
    )
    assertNavigationView(
      "let v = 1️⃣NavigationView { Text(\"a\") }",
      options: ["minimumOS": .object(["iOS": .string("16.0"), "macOS": .string("13")])]
    )
    assertNavigationView(
      "let v = NavigationView { Text(\"a\") }",
      options: ["minimumOS": .object(["iOS": .string("17"), "macOS": .string("12.3")])]
    )
  }

  @Test func availableOnTheTypeRaisesTheMinimumOS() {
    let iOS15: [String: JSONValue] = ["minimumOS": .object(["iOS": .string("15.0")])]
    assertNavigationView(
      """
      @available(iOS 16, *)
      struct Modern: View {
        var body: some View { 1️⃣NavigationView { Text("a") } }
      }
      struct Legacy: View {
        var body: some View { NavigationView { Text("b") } }
      }
      @available(iOS 15.4, *)
      struct NotEnough: View {
        var body: some View { NavigationView { Text("c") } }
      }
      @available(iOS, introduced: 16.0)
      struct LongForm: View {
        var body: some View { 2️⃣NavigationView { Text("d") } }
      }
      @available(iOSApplicationExtension 16, *)
      struct Widget: View {
        var body: some View { 3️⃣NavigationView { Text("e") } }
      }
      """,
      options: iOS15
    )
  }

  @Test func availableOnAnExtensionOrFunctionRaisesTheMinimumOS() {
    assertNavigationView(
      """
      @available(iOS 16, *)
      extension Shell {
        var modern: some View { 1️⃣NavigationView { Text("a") } }
      }
      extension Shell {
        @available(iOS 16.0, *)
        func modernRoot() -> some View { 2️⃣NavigationView { Text("b") } }
        func legacyRoot() -> some View { NavigationView { Text("c") } }
        @available(iOS 16, *)
        var modernProperty: some View { 3️⃣NavigationView { Text("d") } }
      }
      """,
      options: ["minimumOS": .object(["iOS": .string("15")])]
    )
  }

  @Test func nestedAvailableTakesTheHighestVersion() {
    assertNavigationView(
      """
      @available(iOS 15, *)
      struct Outer {
        @available(iOS 16, *)
        struct Inner: View {
          var body: some View { 1️⃣NavigationView { Text("a") } }
        }
        struct Plain: View {
          var body: some View { NavigationView { Text("b") } }
        }
      }
      @available(iOS 16, *)
      struct Raised {
        @available(iOS 14, *)
        func lower() -> some View { 2️⃣NavigationView { Text("c") } }
      }
      """,
      options: ["minimumOS": .object(["iOS": .string("14")])]
    )
  }

  @Test func deprecationAndUnrelatedAttributesRaiseNothing() {
    assertNavigationView(
      """
      @available(*, deprecated)
      struct Old: View {
        var body: some View { NavigationView { Text("a") } }
      }
      @available(iOS, deprecated: 16, message: "use Modern")
      struct Older: View {
        var body: some View { NavigationView { Text("b") } }
      }
      @available(*, deprecated, renamed: "Modern")
      @MainActor
      func legacy() -> some View { NavigationView { Text("c") } }
      @available(macOS 13, *)
      struct MacOnly: View {
        var body: some View { NavigationView { Text("d") } }
      }
      """,
      options: ["minimumOS": .object(["iOS": .string("15")])]
    )
  }

  @Test func everyOldPlatformMustBeRaised() {
    let targets: [String: JSONValue] = [
      "minimumOS": .object(["iOS": .string("15"), "macOS": .string("12")])
    ]
    assertNavigationView(
      """
      @available(iOS 16, *)
      struct OnlyIOS: View {
        var body: some View { NavigationView { Text("a") } }
      }
      @available(iOS 16, macOS 13, *)
      struct Both: View {
        var body: some View { 1️⃣NavigationView { Text("b") } }
      }
      @available(iOS 16, *)
      @available(macOS 13, *)
      struct TwoAttributes: View {
        var body: some View { 2️⃣NavigationView { Text("c") } }
      }
      @available(iOS 16, *)
      @available(macOS, unavailable)
      struct NotOnMac: View {
        var body: some View { 3️⃣NavigationView { Text("d") } }
      }
      @available(iOS 16, macOS 12.4, *)
      struct MacTooLow: View {
        var body: some View { NavigationView { Text("e") } }
      }
      """,
      options: targets
    )
  }

  @Test func iOSAvailabilityCoversMacCatalystUnlessItIsNamed() {
    let targets: [String: JSONValue] = [
      "minimumOS": .object(["iOS": .string("15"), "macCatalyst": .string("15")])
    ]
    assertNavigationView(
      """
      @available(iOS 16, *)
      struct Shared: View {
        var body: some View { 1️⃣NavigationView { Text("a") } }
      }
      @available(iOS 16, macCatalyst 15, *)
      struct CatalystBehind: View {
        var body: some View { NavigationView { Text("b") } }
      }
      """,
      options: targets
    )
  }

  @Test func silentInAvailabilityFallbacks() {
    assertNavigationView(
      """
      var body: some View {
        if #available(iOS 16, *) {
          1️⃣NavigationView { A() }
        } else {
          NavigationView { A() }
        }
        if #unavailable(iOS 16) { NavigationView { B() } }
      }
      func make() -> some View {
        guard #available(iOS 16, *) else { return NavigationView { C() } }
        return NavigationStack { C() }
      }
      """
    )
  }

  @Test func previewsOnlyWhenIncluded() {
    let source = """
      #Preview { 1️⃣NavigationView { Text("p") } }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { 2️⃣NavigationView { Row() } }
      }
      """
    assertNavigationView(MarkedSource(source).text)
    assertNavigationView(source, options: ["includePreviews": .bool(true)])
  }

  @Test func silentWhenTheFileDeclaresItsOwnNavigationView() {
    assertNavigationView(
      """
      struct NavigationView<Content: View>: View { var content: Content }
      let v = NavigationView(content: Text("mine"))
      """
    )
  }

  @Test func fixRewritesSingleChildStack() {
    let source = "let v = NavigationView {\n  Text(\"a\")\n}\n.navigationViewStyle(.stack)\n"
    #expect(
      fixed(NavigationViewRule.self, source)
        == "let v = NavigationStack {\n  Text(\"a\")\n}\n"
    )
    let styled =
      "let v = NavigationView { Text(\"a\") }\n  .navigationViewStyle(StackNavigationViewStyle())\n"
      + "  .padding()\n"
    #expect(
      fixed(NavigationViewRule.self, styled)
        == "let v = NavigationStack { Text(\"a\") }\n  .padding()\n")
  }

  @Test func fixLeavesSplitViewsAlone() {
    let columns =
      "let v = NavigationView { Text(\"a\") }\n  .padding()\n  .navigationViewStyle(.columns)\n"
    #expect(fixed(NavigationViewRule.self, columns) == columns)
    let twoChildren = "let v = NavigationView {\n  Sidebar()\n  Detail()\n}\n"
    #expect(fixed(NavigationViewRule.self, twoChildren) == twoChildren)
    let forEach = "let v = NavigationView {\n  ForEach(columns) { Text($0) }\n}\n"
    #expect(fixed(NavigationViewRule.self, forEach) == forEach)
    let typeUse = "let v: NavigationView<Text>\n"
    #expect(fixed(NavigationViewRule.self, typeUse) == typeUse)
  }

  @Test func reportsWithConfiguredSeverityAndMessage() throws {
    let linter = FileLinter(
      rules: [ConfiguredRule(NavigationViewRule.self, severity: .error)], engineRules: [:])
    let findings = linter.lint(SourceFile(path: "A.swift", text: "x = NavigationView { }"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.severity == .error)
    #expect(finding.ruleID == "navigation-view")
    #expect(
      finding.message == "NavigationView is deprecated; use NavigationStack or NavigationSplitView")
    #expect(finding.location == Location(file: "A.swift", line: 1, column: 5, offset: 4))
    #expect(finding.lineText == "x = NavigationView { }")
  }
}

/// Checks navigation-view's findings by marker and exact message: every finding of the rule
/// says the same.
///
/// - Parameters:
///   - marked: Source with markers.
///   - options: The rule's options.
///   - sourceLocation: The caller.
private func assertNavigationView(
  _ marked: String, options: [String: JSONValue] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let message = "NavigationView is deprecated; use NavigationStack or NavigationSplitView"
  assertLint(
    NavigationViewRule.self, marked,
    findings: MarkedSource(marked).positionsByMarker.keys.sorted().map {
      FindingSpec($0, message: message)
    },
    options: options, sourceLocation: sourceLocation)
}
