import NavLintCore
import Testing

struct SuppressionTests {
  private func findings(_ text: String) -> [String] {
    FileLinter(rules: [ConfiguredRule(NavigationViewRule.self)])
      .lint(SourceFile(path: "A.swift", text: text))
      .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
  }

  @Test func disableNextCoversAWholeMultiLineStatement() {
    #expect(
      findings(
        """
        var body: some View {
          // navlint:disable:next navigation-view - legacy iPad layout
          NavigationView { Text("a") }
            .padding()
            .overlay { NavigationView { Text("b") } }
          NavigationView { Text("c") }
        }
        """
      ) == ["6:3 navigation-view"]
    )
  }

  @Test func disableNextCoversADeclarationThatStartsWithAnAttribute() {
    #expect(
      findings(
        """
        struct A {
          // navlint:disable:next navigation-view
          @ViewBuilder var legacy: some View {
            NavigationView { Text("a") }
          }
          var modern: some View { NavigationView { Text("b") } }
        }
        """
      ) == ["6:27 navigation-view"]
    )
  }

  @Test func disableThisCoversItsLine() {
    #expect(
      findings(
        """
        let a = NavigationView { Text("a") } // navlint:disable:this navigation-view
        let b = NavigationView { Text("b") }
        """
      ) == ["2:9 navigation-view"]
    )
  }

  @Test func regionsAndAll() {
    #expect(
      findings(
        """
        // navlint:disable all
        let a = NavigationView { Text("a") }
        // navlint:enable all
        let b = NavigationView { Text("b") }
        // navlint:disable navigation-view
        let c = NavigationView { Text("c") }
        """
      ) == ["4:9 navigation-view"]
    )
  }

  @Test func enablingOneRuleInsideDisableAll() {
    let linter = FileLinter(rules: [
      ConfiguredRule(NavigationViewRule.self), ConfiguredRule(LeafRouterMutationRule.self),
    ])
    let findings = linter.lint(
      SourceFile(
        path: "A.swift",
        text: """
          // navlint:disable all
          func a(router: Router) { router.path.removeLast() }
          let a = NavigationView { Text("a") }
          // navlint:enable navigation-view
          func b(router: Router) { router.path.removeLast() }
          let b = NavigationView { Text("b") }
          """
      )
    )
    #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == ["6 navigation-view"])
  }

  @Test func commandsInBlockCommentsDocCommentsAndStringsAreNotCommands() {
    #expect(
      findings(
        """
        /* navlint:disable:next navigation-view */
        let a = NavigationView { Text("a") }
        let s = "// navlint:disable:next navigation-view"
        let b = NavigationView { Text("b") }
        /// navlint:disable:next navigation-view
        let c = NavigationView { Text("c") }
        """
      ) == ["2:9 navigation-view", "4:9 navigation-view", "6:9 navigation-view"]
    )
  }

  @Test func unusedAndUnknownSuppressionsAreReported() {
    #expect(
      findings(
        """
        // navlint:disable:next navigation-view
        let a = NavigationStack { Text("a") }
        let b = 1 // navlint:disable:this not-a-rule
        // navlint:disable:next
        let c = 2
        """
      ) == ["1:1 unused-suppression", "3:11 unused-suppression", "4:1 unused-suppression"]
    )
  }

  @Test func suppressionForADisabledRuleIsNotJudged() {
    let findings = FileLinter(rules: [])
      .lint(
        SourceFile(path: "A.swift", text: "// navlint:disable:next navigation-view\nlet a = 1\n"))
    #expect(findings.isEmpty)
  }

  @Test func parseErrorsAreReportedAndLintingContinues() {
    #expect(
      findings("let a = NavigationView { Text(\"a\") }\nfunc (\n") == [
        "1:9 navigation-view", "2:6 parse-error",
      ])
  }
}
