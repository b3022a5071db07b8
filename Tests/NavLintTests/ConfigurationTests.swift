import Foundation
import NavLintCore
import Testing

struct ConfigurationTests {
  private func parse(_ json: String) throws(ConfigurationError) -> Configuration {
    try Configuration.parse(Data(json.utf8), path: "/p/.navlint.json")
  }

  @Test func readsRulesAndGlobs() throws {
    let configuration = try parse(
      """
      {"rules": {"navigation-view": {"enabled": true, "severity": "error",
                 "options": {"minimumOS": {"iOS": "15.0"}, "includePreviews": true}},
                 "unused-suppression": {"enabled": false}},
       "included": ["Sources/**"], "excluded": ["Sources/Generated"],
       "compositionRoot": ["Sources/App/**"]}
      """
    )
    #expect(configuration.directory == "/p")
    #expect(configuration.rules["navigation-view"]?.severity == .error)
    #expect(
      configuration.rules["navigation-view"]?.options.stringMap("minimumOS") == ["iOS": "15.0"])
    #expect(configuration.includes("/p/Sources/A.swift"))
    #expect(!configuration.includes("/p/Sources/Generated/B.swift"))
    #expect(!configuration.includes("/p/Tests/C.swift"))
    #expect(configuration.isCompositionRoot("/p/Sources/App/Root/Shell.swift"))
    #expect(!configuration.isCompositionRoot("/p/Sources/Feature/Row.swift"))
    #expect(configuration.enabledEngineRules == ["parse-error": .error])
  }

  @Test func rejectsUnknownKeysRulesOptionsAndValues() {
    #expect(throws: ConfigurationError.unknownKey(path: "/p/.navlint.json", key: "rulez")) {
      try parse(#"{"rulez": {}}"#)
    }
    #expect(throws: ConfigurationError.unknownRule(path: "/p/.navlint.json", id: "no-such-rule")) {
      try parse(#"{"rules": {"no-such-rule": {}}}"#)
    }
    #expect(
      throws: ConfigurationError.unknownOption(
        path: "/p/.navlint.json", rule: "navigation-view", option: "minOS")
    ) {
      try parse(#"{"rules": {"navigation-view": {"options": {"minOS": {}}}}}"#)
    }
    #expect(
      throws: ConfigurationError.invalidValue(
        path: "/p/.navlint.json",
        key: "rules.navigation-view.severity",
        expected: "\"warning\" or \"error\""
      )
    ) {
      try parse(#"{"rules": {"navigation-view": {"severity": "fatal"}}}"#)
    }
    #expect(
      throws: ConfigurationError.unknownRuleKey(
        path: "/p/.navlint.json", key: "rules.navigation-view.level")
    ) {
      try parse(#"{"rules": {"navigation-view": {"level": "error"}}}"#)
    }
    #expect(
      throws: ConfigurationError.unreadable(path: "/p/.navlint.json", reason: "not valid JSON")
    ) {
      try parse("{")
    }
  }

  @Test func globs() {
    #expect(Glob("Sources/**/*.swift").matches("Sources/A/B/C.swift"))
    #expect(Glob("Sources/**/*.swift").matches("Sources/C.swift"))
    #expect(!Glob("Sources/*.swift").matches("Sources/A/C.swift"))
    #expect(Glob("Tests").matches("Tests/A/B.swift"))
    #expect(Glob("*Router.swift").matches("Modules/X/AppRouter.swift"))
    #expect(!Glob("App").matches("Apps/A.swift"))
    #expect(Glob("?pp/").matches("App/A.swift"))
  }

  @Test func nearestConfigurationGovernsEachFileEvenWhenNamedExplicitly() throws {
    let project = try TemporaryProject([
      ".navlint.json": #"{"rules": {"navigation-view": {"severity": "error"}}}"#,
      "Legacy/.navlint.json": #"{"rules": {"navigation-view": {"enabled": false}}}"#,
      "Legacy/Old.swift": "let a = NavigationView { }\n",
      "New/View.swift": "let a = NavigationView { }\n",
    ])
    defer { project.remove() }
    let all = project.run([])
    #expect(all.standardOutput.hasPrefix("New/View.swift:1:9: error: "))
    #expect(all.standardOutput.split(separator: "\n").count == 1)
    #expect(all.exitCode == 1)
    let explicit = project.run(["Legacy/Old.swift"])
    #expect(explicit.standardOutput == "")
    #expect(explicit.exitCode == 0)
  }

  @Test func invalidConfigurationExitsTwoNamingTheKey() throws {
    let project = try TemporaryProject([
      ".navlint.json": #"{"rules": {"navigation-views": {}}}"#,
      "A.swift": "let a = 1\n",
    ])
    defer { project.remove() }
    let result = project.run(["A.swift"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: \(project.root)/.navlint.json: unknown rule id 'navigation-views'; run 'navlint rules' for the list\n"
    )
  }
}

extension ConfigurationTests {
  @Test func globsMatchInLinearTime() {
    #expect(!Glob("*a*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 36)))
    #expect(Glob("*a*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 36) + "b"))
    let deep = Array(repeating: "d", count: 40).joined(separator: "/")
    #expect(!Glob("**/**/**/**/**/**/**/nomatch").matches(deep))
    #expect(Glob("**/**/**/**/**/**/**/d").matches(deep))
    #expect(Glob("Sources/[A-C]*/**").matches("Sources/Bar/X.swift"))
    #expect(!Glob("Sources/[!A-C]*").matches("Sources/Bar/X.swift"))
  }

  @Test func anUnbalancedBracketInAGlobIsAnError() {
    #expect(
      throws: ConfigurationError.invalidGlob(
        path: "/p/.navlint.json", key: "excluded", pattern: "Sources/[A")
    ) {
      try Configuration.parse(Data(#"{"excluded": ["Sources/[A"]}"#.utf8), path: "/p/.navlint.json")
    }
  }
}

extension ConfigurationTests {
  private func parseError(_ json: String) -> String? {
    do {
      _ = try Configuration.parse(Data(json.utf8), path: "/p/.navlint.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func minimumOSNeedsKnownPlatformsAndVersionStrings() {
    let rule = #"{"rules": {"navigation-view": {"options": {"minimumOS": "#
    #expect(parseError(rule + #"{"iOS": "16", "macOS": "13.0", "tvOS": "16.4.1"}}}}}"#) == nil)
    #expect(
      parseError(rule + #"{"iOS": "sixteen"}}}}}"#)
        == "/p/.navlint.json: 'rules.navigation-view.options.minimumOS.iOS' must be a version such as \"16\", \"16.0\" or \"16.4.1\", not 'sixteen'"
    )
    #expect(
      parseError(rule + #"{"iPadOS": "16.0"}}}}}"#)
        == "/p/.navlint.json: 'rules.navigation-view.options.minimumOS.iPadOS' must be a known platform (iOS, macOS, tvOS, watchOS, visionOS, macCatalyst)"
    )
    #expect(parseError(rule + #"{"iOS": "16..0"}}}}}"#) != nil)
  }

  @Test func anUnknownKeyInsideARuleListsTheRuleKeys() {
    #expect(
      parseError(#"{"rules": {"navigation-view": {"enable": false}}}"#)
        == "/p/.navlint.json: unknown key 'rules.navigation-view.enable' (known: enabled, severity, options)"
    )
  }

  @Test func badBaselinesAndACacheFileAreErrors() throws {
    let project = try TemporaryProject([
      "A.swift": "let a = 1\n",
      "v2.json": #"{"version": 2, "entries": []}"#,
      "rule.json":
        #"{"version": 1, "entries": [{"ruleID": "no-such-rule", "file": "A.swift", "lineText": "x", "occurrence": 0}]}"#,
      "cache": "not a folder\n",
    ])
    defer { project.remove() }
    let version = project.run(["--baseline", "v2.json"])
    #expect(version.exitCode == 2)
    #expect(
      version.standardError
        == "navlint: error: \(project.root)/v2.json: unsupported baseline version 2; this navlint reads version 1\n"
    )
    let rule = project.run(["--baseline", "rule.json"])
    #expect(rule.exitCode == 2)
    #expect(
      rule.standardError
        == "navlint: error: \(project.root)/rule.json: unknown rule id 'no-such-rule'; run 'navlint rules' for the list\n"
    )
    let cache = project.run(["--cache-path", "cache"])
    #expect(cache.exitCode == 2)
    #expect(
      cache.standardError == "navlint: error: cache: is a file; --cache-path needs a folder\n")
  }

  @Test func helpShowsAValidConfigurationWithOptionsAndAnOffSwitch() throws {
    let usage = NavLintCommand.usage
    let start = try #require(usage.range(of: "e.g.\n")?.upperBound)
    let end = try #require(usage.range(of: "\nPreview code")?.lowerBound)
    let example = String(usage[start..<end])
    let configuration = try Configuration.parse(Data(example.utf8), path: "/p/.navlint.json")
    #expect(
      configuration.rules["leaf-router-mutation"]?.options.strings("routerTypes") == ["AppRouter"])
    #expect(
      configuration.rules["navigation-view"]?.options.stringMap("minimumOS") == ["iOS": "15.0"])
    #expect(configuration.rules["nested-navigation-stack"]?.isEnabled == false)
    #expect(configuration.previewPaths == ["Demo/**"])
  }
}
