import Foundation
import NavLintCore
import Testing

struct CacheIdentityTests {
  @Test func cacheKeysIncludeTheExecutablesSizeAndModificationTime() throws {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let attributes = try FileManager.default.attributesOfItem(atPath: executable)
    let size = try #require(attributes[.size] as? NSNumber)
    let modified = try #require(attributes[.modificationDate] as? Date)
    #expect(
      NavLintVersion.cacheIdentity
        == "0.1.0|\(executable)|\(size)|\(modified.timeIntervalSince1970)")
  }

  @Test func aCopiedManifestIsNotMistakenForTheOriginal() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [
        .target(name: "LibraryFeature", dependencies: []),
        .target(name: "NavigationRouter"),
      ])

      """
    let project = try TemporaryProject([
      ".navlint.json": #"{"compositionRoot": ["Sources/App/**"]}"#,
      "Package.swift": manifest,
      "Sources/LibraryFeature/V.swift": "import Foundation\nimport NavigationRouter\n",
    ])
    defer { project.remove() }
    let cached = ["--cache-path", "cache", "--reporter", "json"]
    let before = project.run(cached)
    #expect(before.standardOutput.contains("feature-imports-router"))
    try project.write("Sources/Package.swift", manifest)
    let after = project.run(cached)
    let fresh = project.run(["--reporter", "json"])
    #expect(after.standardOutput == fresh.standardOutput)
    #expect(!after.standardOutput.contains("feature-imports-router"))
  }
}
