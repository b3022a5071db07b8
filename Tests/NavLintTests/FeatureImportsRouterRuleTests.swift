import NavLintCore
import TestSupport
import Testing

struct FeatureImportsRouterRuleTests {
  private let manifest = PackageManifest(
    directory: "/repo",
    targets: [
      .init(name: "LibraryFeature", path: "Modules/LibraryFeature", dependencies: []),
      .init(name: "LibraryFeatureTests", path: "Tests/LibraryFeatureTests", dependencies: []),
      .init(name: "AppShell", path: "Apps/AppShell", dependencies: []),
    ]
  )

  private func project(_ path: String) -> ProjectInfo {
    ProjectInfo(hasConfiguredCompositionRoot: true, manifest: manifest, pathInPackage: path)
  }

  @Test func silentWhereTheProjectDeclaresNoLayering() {
    assertLint(
      FeatureImportsRouterRule.self,
      "import NavigationRouter\nimport ReaderFeature\n",
      findings: [],
      project: ProjectInfo(manifest: manifest, pathInPackage: "Modules/LibraryFeature/A.swift"))
  }

  @Test func compositionRootModulesAreNoFeatures() {
    let layered = ProjectInfo(hasConfiguredCompositionRoot: true)
    assertLint(
      FeatureImportsRouterRule.self, "import SearchFeature\nimport AppRouter\n", findings: [],
      path: "Sources/AppFeature/AppView.swift", project: layered)
    assertLint(
      FeatureImportsRouterRule.self, "import SearchFeature\n", findings: [],
      path: "Sources/RootFeature/Root.swift", project: layered)
    assertLint(
      FeatureImportsRouterRule.self, "import 1️⃣SearchFeature\nimport AppFeature\n",
      findings: [
        FindingSpec(
          message:
            "feature 'ProfileFeature' imports another feature 'SearchFeature'; reach it through "
            + "the composition root")
      ],
      path: "Sources/ProfileFeature/Profile.swift", project: layered)
  }

  @Test func reportsRouterAndFeatureImportsOfAFeatureTarget() {
    assertLint(
      FeatureImportsRouterRule.self,
      """
      import Foundation
      import 1️⃣NavigationRouter
      import NavigationCore
      import struct 2️⃣ReaderFeature.ReaderRoute
      @testable import 3️⃣AppShell
      import LibraryFeature
      """,
      project: project("Modules/LibraryFeature/Views/LibraryView.swift")
    )
  }

  @Test func silentOutsideFeatureTargets() {
    let source = "import NavigationRouter\nimport LibraryFeature\nimport ReaderFeature\n"
    assertLint(FeatureImportsRouterRule.self, source, project: project("Apps/AppShell/Shell.swift"))
    assertLint(
      FeatureImportsRouterRule.self, source, project: project("Tests/LibraryFeatureTests/T.swift"))
    assertLint(FeatureImportsRouterRule.self, source, project: project("Scripts/tool.swift"))
  }

  @Test func fallsBackToFolderNamesWithoutAManifest() {
    assertLint(
      FeatureImportsRouterRule.self,
      "import SwiftUI\nimport 1️⃣AppRouter\n",
      path: "Sources/SearchFeature/SearchView.swift",
      project: ProjectInfo(hasConfiguredCompositionRoot: true)
    )
  }

  @Test func configurablePatterns() {
    assertLint(
      FeatureImportsRouterRule.self,
      "import 1️⃣Navigation\nimport ProfileKit\nimport 2️⃣FeedKit\n",
      options: [
        "featurePatterns": .array([.string("*Kit")]),
        "routerPatterns": .array([.string("Navigation")]),
      ],
      path: "Sources/ProfileKit/Profile.swift"
    )
  }

  @Test func reportsFeatureDependenciesInPackageSwift() {
    assertLint(
      FeatureImportsRouterRule.self,
      """
      let package = Package(
        name: "App",
        targets: [
          .target(
            name: "LibraryFeature",
            dependencies: [
              "NavigationCore",
              1️⃣"NavigationRouter",
              2️⃣.target(name: "ReaderFeature"),
              .product(name: "Collections", package: "swift-collections"),
            ]
          ),
          .target(name: "AppShell", dependencies: ["LibraryFeature", "NavigationRouter"]),
          .testTarget(name: "LibraryFeatureTests", dependencies: ["LibraryFeature", "NavigationRouter"]),
        ]
      )
      """,
      path: "Package.swift",
      project: ProjectInfo(
        hasConfiguredCompositionRoot: true,
        manifest: PackageManifest(directory: "/repo", targets: []), pathInPackage: "Package.swift")
    )
  }

  @Test func readsTargetsFromAManifestOnDisk() throws {
    let project = try TemporaryProject([
      ".navlint.json":
        #"{"rules": {"feature-imports-router": {"options": {"featurePatterns": ["*Feature"]}}}}"#,
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "SearchFeature", dependencies: ["Core"], path: "Modules/SearchFeature"),
        .target(name: "Core"),
      ])
      """,
      "Modules/SearchFeature/View.swift": "import Core\nimport AppShell\n",
      "Sources/Core/Core.swift": "import AppShell\n",
    ])
    defer { project.remove() }
    let result = project.run(["--reporter", "text"])
    #expect(
      result.standardOutput
        == "Modules/SearchFeature/View.swift:2:8: error: feature 'SearchFeature' imports router module 'AppShell'; reach it through the composition root [feature-imports-router]\n"
    )
    #expect(result.exitCode == 1)
  }
}
