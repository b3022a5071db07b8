// swift-tools-version: 6.2
import Foundation
import PackageDescription

// MARK: - Shared settings

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

// MARK: - SwiftSyntax for navlint

/// The toolchain folder that holds SwiftSyntax's module interfaces and libraries.
///
/// `NAVLINT_SWIFTSYNTAX_DIR` overrides; otherwise the folder is found from the `swift` on
/// PATH (`<toolchain>/usr/bin/swift` -> `<toolchain>/usr/lib/swift/host`).
let swiftSyntaxDirectory: String? = {
  let fileManager = FileManager.default
  let environment = ProcessInfo.processInfo.environment
  func hasSwiftSyntax(_ directory: String) -> Bool {
    fileManager.fileExists(atPath: directory + "/SwiftSyntax.swiftmodule")
      && fileManager.fileExists(atPath: directory + "/libSwiftSyntax.so")
  }
  if let override = environment["NAVLINT_SWIFTSYNTAX_DIR"], !override.isEmpty {
    return hasSwiftSyntax(override) ? override : nil
  }
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
    let binary = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
    let host = binary.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    if hasSwiftSyntax(host) { return host }
  }
  return nil
}()

/// Where navlint gets SwiftSyntax.
enum SwiftSyntaxSource {
  /// The toolchain's host libraries and modules in a folder (Linux toolchains ship them).
  case toolchain(directory: String)
  /// The swift-syntax package of the toolchain's release line, fetched by SwiftPM.
  case package
}

/// The choice `NAVLINT_SWIFTSYNTAX=toolchain|package|auto` makes (`auto` when unset); `nil`
/// leaves navlint, its plugin and the benchmarks' navlint scenario out.
///
/// - `toolchain`: the toolchain's SwiftSyntax (``swiftSyntaxDirectory``), or `nil` without it.
/// - `package`: the swift-syntax package; resolving it needs the network.
/// - `auto`: the toolchain's when it has one, else the package (Xcode's toolchains have none).
let swiftSyntaxSource: SwiftSyntaxSource? = {
  let toolchain = swiftSyntaxDirectory.map { SwiftSyntaxSource.toolchain(directory: $0) }
  switch ProcessInfo.processInfo.environment["NAVLINT_SWIFTSYNTAX"] ?? "auto" {
  case "toolchain": return toolchain
  case "package": return .package
  case "auto", "": return toolchain ?? .package
  case let other:
    fatalError("NAVLINT_SWIFTSYNTAX is 'toolchain', 'package' or 'auto', not '\(other)'")
  }
}()

/// The swift-syntax release line of this compiler: swift-syntax 60x.y ships with Swift 6.x
/// (603.0.1 is Swift 6.3.1's).
#if compiler(>=6.3)
  let swiftSyntaxRelease: Version = "603.0.0"
#else
  let swiftSyntaxRelease: Version = "602.0.0"
#endif

let swiftSyntaxLibraries = [
  "SwiftSyntax",
  "SwiftParser",
  "SwiftDiagnostics",
  "SwiftOperators",
  "SwiftParserDiagnostics",
  "SwiftIfConfig",
  "SwiftBasicFormat",
]

func swiftSyntaxSwiftSettings(_ source: SwiftSyntaxSource) -> [SwiftSetting] {
  switch source {
  case .toolchain(let directory): swiftSettings + [.unsafeFlags(["-I", directory])]
  case .package: swiftSettings
  }
}

func swiftSyntaxLinkerSettings(_ source: SwiftSyntaxSource) -> [LinkerSetting] {
  switch source {
  case .toolchain(let directory):
    [.unsafeFlags(["-L", directory, "-Xlinker", "-rpath", "-Xlinker", directory])]
      + swiftSyntaxLibraries.map { .linkedLibrary($0) }
  case .package: []
  }
}

func swiftSyntaxDependencies(_ source: SwiftSyntaxSource) -> [Target.Dependency] {
  switch source {
  case .toolchain: []
  case .package: swiftSyntaxLibraries.map { .product(name: $0, package: "swift-syntax") }
  }
}

// MARK: - Package

let package = Package(
  name: "Hoist",
  // The lowest versions the library's APIs need: Observation (`Router` is `Observable`).
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .executable(name: "hoist", targets: ["HoistShell"]),
    .executable(name: "hoist-bench", targets: ["HoistBench"]),
    .library(name: "NavigationCore", targets: ["NavigationCore"]),
    .library(name: "NavigationPersistence", targets: ["NavigationPersistence"]),
    .library(name: "NavigationRouter", targets: ["NavigationRouter"]),
    .library(name: "NavigationTooling", targets: ["NavigationTooling"]),
    .library(name: "HoistSwiftUI", targets: ["HoistSwiftUI"]),
    .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
  ],
  targets: [
    // Navigation
    .target(
      name: "NavigationCore",
      path: "Modules/NavigationCore",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationCoreTests",
      dependencies: [
        "NavigationCore",
        "TestSupport",
      ],
      path: "Tests/NavigationCoreTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NavigationRouter",
      dependencies: [
        "NavigationCore"
      ],
      path: "Modules/NavigationRouter",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationRouterTests",
      dependencies: [
        "NavigationCore",
        "NavigationRouter",
        "TestSupport",
      ],
      path: "Tests/NavigationRouterTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NavigationTooling",
      dependencies: [
        "ChildProcess",
        "NavigationCore",
        "NavigationRouter",
        "TerminalEscaping",
      ],
      path: "Modules/NavigationTooling",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "HoistSwiftUI",
      dependencies: [
        "NavigationCore",
        "NavigationRouter",
      ],
      path: "Modules/HoistSwiftUI",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "HoistSwiftUITests",
      dependencies: [
        "HoistSwiftUI",
        "NavigationCore",
        "NavigationRouter",
        "TestSupport",
      ],
      path: "Tests/HoistSwiftUITests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NavigationTesting",
      dependencies: [
        "NavigationCore",
        "NavigationRouter",
      ],
      path: "Modules/NavigationTesting",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationTestingTests",
      dependencies: [
        "NavigationCore",
        "NavigationRouter",
        "NavigationTesting",
        "TestSupport",
      ],
      path: "Tests/NavigationTestingTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationToolingTests",
      dependencies: [
        "NavigationRouter",
        "NavigationTooling",
        "TestSupport",
      ],
      path: "Tests/NavigationToolingTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "NavigationPersistence",
      dependencies: [
        "NavigationRouter"
      ],
      path: "Modules/NavigationPersistence",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NavigationPersistenceTests",
      dependencies: [
        "NavigationCore",
        "NavigationPersistence",
        "NavigationRouter",
        "TestSupport",
      ],
      path: "Tests/NavigationPersistenceTests",
      swiftSettings: swiftSettings
    ),

    // Support (leaf targets with no dependencies, imported by apps and tools alike)
    .target(
      name: "ChildProcess",
      path: "Modules/ChildProcess",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ChildProcessTests",
      dependencies: [
        "ChildProcess",
        "TestSupport",
      ],
      path: "Tests/ChildProcessTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "WholeFile",
      path: "Modules/WholeFile",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "WholeFileTests",
      dependencies: [
        "TestSupport",
        "WholeFile",
      ],
      path: "Tests/WholeFileTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "TerminalEscaping",
      path: "Modules/TerminalEscaping",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "TerminalEscapingTests",
      dependencies: [
        "TerminalEscaping",
        "TestSupport",
      ],
      path: "Tests/TerminalEscapingTests",
      swiftSettings: swiftSettings
    ),

    // Secrets (OpenSSL's libcrypto from the system: apt libssl-dev, brew openssl)
    .systemLibrary(
      name: "CLibCrypto",
      path: "Modules/CLibCrypto",
      pkgConfig: "libcrypto",
      providers: [
        .apt(["libssl-dev"]),
        .brew(["openssl"]),
      ]
    ),
    .target(
      name: "SecretBox",
      dependencies: [
        "CLibCrypto"
      ],
      path: "Modules/SecretBox",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SecretBoxTests",
      dependencies: [
        "SecretBox"
      ],
      path: "Tests/SecretBoxTests",
      swiftSettings: swiftSettings
    ),

    // Domain
    .target(
      name: "MangaCatalog",
      path: "Modules/MangaCatalog",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MangaCatalogTests",
      dependencies: [
        "MangaCatalog"
      ],
      path: "Tests/MangaCatalogTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "UserData",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "SecretBox",
      ],
      path: "Modules/UserData",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "UserDataTests",
      dependencies: [
        "ChildProcess",
        "MangaCatalog",
        "SecretBox",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/UserDataTests",
      swiftSettings: swiftSettings
    ),

    // Features
    .target(
      name: "LibraryFeature",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "UserData",
      ],
      path: "Modules/LibraryFeature",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "LibraryFeatureTests",
      dependencies: [
        "LibraryFeature",
        "MangaCatalog",
        "NavigationCore",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/LibraryFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "ReaderFeature",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "UserData",
      ],
      path: "Modules/ReaderFeature",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ReaderFeatureTests",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "ReaderFeature",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/ReaderFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SearchFeature",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "UserData",
      ],
      path: "Modules/SearchFeature",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "SearchFeature",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/SearchFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "SettingsFeature",
      dependencies: [
        "NavigationCore",
        "UserData",
      ],
      path: "Modules/SettingsFeature",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: [
        "NavigationCore",
        "SecretBox",
        "SettingsFeature",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/SettingsFeatureTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "FieldNotesFeature",
      dependencies: [
        "MangaCatalog",
        "NavigationCore",
        "UserData",
      ],
      path: "Modules/FieldNotesFeature",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "FieldNotesFeatureTests",
      dependencies: [
        "FieldNotesFeature",
        "NavigationCore",
        "SecretBox",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/FieldNotesFeatureTests",
      swiftSettings: swiftSettings
    ),

    // Apps
    .target(
      name: "AppShell",
      dependencies: [
        "FieldNotesFeature",
        "LibraryFeature",
        "MangaCatalog",
        "NavigationCore",
        "NavigationPersistence",
        "NavigationRouter",
        "NavigationTooling",
        "ReaderFeature",
        "SearchFeature",
        "SecretBox",
        "SettingsFeature",
        "TerminalEscaping",
        "UserData",
        "WholeFile",
      ],
      path: "Apps/AppShell",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppShellTests",
      dependencies: [
        "AppShell",
        "AppShellTestSupport",
        "ChildProcess",
        "FieldNotesFeature",
        "LibraryFeature",
        "MangaCatalog",
        "NavigationCore",
        "NavigationPersistence",
        "NavigationRouter",
        "NavigationTooling",
        "ReaderFeature",
        "SearchFeature",
        "SecretBox",
        "SettingsFeature",
        "TerminalEscaping",
        "TestSupport",
        "UserData",
        "WholeFile",
      ],
      path: "Tests/AppShellTests",
      resources: [
        .copy("Fixtures"),
        .copy("Transcripts"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "HoistShell",
      dependencies: [
        "AppShell",
        "TerminalEscaping",
      ],
      path: "Apps/HoistShell",
      swiftSettings: swiftSettings
    ),

    // Tools
    .target(
      name: "HoistBenchCore",
      dependencies: [
        "TerminalEscaping",
        "WholeFile",
      ],
      path: "Tools/HoistBenchCore",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "HoistBenchCoreTests",
      dependencies: [
        "ChildProcess",
        "HoistBenchCore",
        "TestSupport",
      ],
      path: "Tests/HoistBenchCoreTests",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "HoistBench",
      dependencies: [
        "AppShell",
        "HoistBenchCore",
        "LibraryFeature",
        "MangaCatalog",
        "NavigationCore",
        "NavigationRouter",
        "ReaderFeature",
        "TerminalEscaping",
        "UserData",
      ],
      path: "Tools/Benchmarks",
      swiftSettings: swiftSettings
    ),

    // Tests
    .target(
      name: "TestSupport",
      dependencies: [
        "ChildProcess",
        "NavigationCore",
        "NavigationRouter",
        "SecretBox",
        "UserData",
      ],
      path: "Tests/TestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "RepositoryTests",
      dependencies: [
        "TestSupport"
      ],
      path: "Tests/RepositoryTests",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "AppShellTestSupport",
      dependencies: [
        "AppShell",
        "MangaCatalog",
        "NavigationRouter",
        "TestSupport",
        "UserData",
      ],
      path: "Tests/AppShellTestSupport",
      swiftSettings: swiftSettings
    ),
  ]
)

// MARK: - Tools (only where SwiftSyntax is: see swiftSyntaxSource)

if let syntax = swiftSyntaxSource {
  if case .package = syntax {
    package.dependencies += [
      .package(
        url: "https://github.com/swiftlang/swift-syntax.git",
        .upToNextMinor(from: swiftSyntaxRelease))
    ]
  }
  // The benchmarks' navlint scenario parses the corpus with SwiftParser as its baseline.
  if let bench = package.targets.first(where: { $0.name == "HoistBench" }) {
    bench.dependencies += swiftSyntaxDependencies(syntax)
    bench.swiftSettings = swiftSyntaxSwiftSettings(syntax) + [.define("HOIST_BENCH_NAVLINT")]
    bench.linkerSettings = swiftSyntaxLinkerSettings(syntax)
  }
  // The shell's README tests check navlint's help block only where navlint is built.
  if let shellTests = package.targets.first(where: { $0.name == "AppShellTests" }) {
    shellTests.swiftSettings = (shellTests.swiftSettings ?? []) + [.define("HOIST_NAVLINT")]
  }
  package.products += [
    .executable(name: "navlint", targets: ["navlint"]),
    .plugin(name: "NavLintPlugin", targets: ["NavLintPlugin"]),
  ]
  package.targets += [
    .target(
      name: "NavLintCore",
      dependencies: [
        "ChildProcess",
        "TerminalEscaping",
        "WholeFile",
      ] + swiftSyntaxDependencies(syntax),
      path: "Tools/NavLintCore",
      swiftSettings: swiftSyntaxSwiftSettings(syntax),
      linkerSettings: swiftSyntaxLinkerSettings(syntax)
    ),
    .executableTarget(
      name: "navlint",
      dependencies: [
        "NavLintCore",
        "TerminalEscaping",
      ] + swiftSyntaxDependencies(syntax),
      path: "Tools/NavLint",
      swiftSettings: swiftSyntaxSwiftSettings(syntax),
      linkerSettings: swiftSyntaxLinkerSettings(syntax)
    ),
    .plugin(
      name: "NavLintPlugin",
      capability: .command(
        intent: .custom(verb: "navlint", description: "Lint SwiftUI navigation with navlint"),
        permissions: []
      ),
      dependencies: [
        "navlint"
      ],
      path: "Tools/NavLintPlugin"
    ),
    .testTarget(
      name: "NavLintTests",
      dependencies: [
        "NavLintCore",
        "TerminalEscaping",
        "TestSupport",
      ] + swiftSyntaxDependencies(syntax),
      path: "Tests/NavLintTests",
      swiftSettings: swiftSyntaxSwiftSettings(syntax),
      linkerSettings: swiftSyntaxLinkerSettings(syntax)
    ),
  ]
}

// MARK: - The SwiftUI stand-in (Linux only; test-only, never a product)

// SwiftUI is not on Linux, so HoistSwiftUI's views (`#if canImport(SwiftUI)`) are compiled
// here a second time, against SwiftUIStandIn: the SwiftUI API they use, declared as Apple's
// documentation gives it. HoistSwiftUIStandInViews holds one symlink, to Modules/HoistSwiftUI,
// and compiles it with HOIST_SWIFTUI_STANDIN; on an Apple platform none of this exists and
// the views compile in HoistSwiftUI against SwiftUI itself.
#if os(Linux)
  package.targets += [
    .target(
      name: "SwiftUIStandIn",
      path: "Tests/SwiftUIStandIn",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "HoistSwiftUIStandInViews",
      dependencies: [
        "NavigationCore",
        "NavigationRouter",
        "SwiftUIStandIn",
      ],
      path: "Tests/HoistSwiftUIStandInViews",
      swiftSettings: swiftSettings + [.define("HOIST_SWIFTUI_STANDIN")]
    ),
    .testTarget(
      name: "HoistSwiftUIStandInTests",
      dependencies: [
        "HoistSwiftUIStandInViews",
        "NavigationCore",
        "NavigationRouter",
        "SwiftUIStandIn",
        "TestSupport",
      ],
      path: "Tests/HoistSwiftUIStandInTests",
      swiftSettings: swiftSettings
    ),
  ]
#endif

// MARK: - Fuzzing (only when HOIST_FUZZ is set; built by Tools/Fuzz/run-fuzzers.sh)

// libFuzzer harnesses: `swift build` and `swift test` never see them. The script builds them
// with `--sanitize fuzzer --sanitize address` in a scratch path of their own, where libFuzzer
// supplies `main`.
if ProcessInfo.processInfo.environment["HOIST_FUZZ"] != nil {
  package.targets += [
    .target(
      name: "FuzzSupport",
      dependencies: [
        "AppShell",
        "MangaCatalog",
        "NavigationRouter",
        "SecretBox",
        "UserData",
      ],
      path: "Tools/Fuzz/FuzzSupport",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "FuzzDeepLinks",
      dependencies: [
        "AppShell",
        "FuzzSupport",
      ],
      path: "Tools/Fuzz/FuzzDeepLinks",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "FuzzShell",
      dependencies: [
        "AppShell",
        "FuzzSupport",
      ],
      path: "Tools/Fuzz/FuzzShell",
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "FuzzSnapshots",
      dependencies: [
        "AppShell",
        "FuzzSupport",
        "NavigationCore",
        "NavigationRouter",
        "UserData",
      ],
      path: "Tools/Fuzz/FuzzSnapshots",
      swiftSettings: swiftSettings
    ),
  ]
  if let syntax = swiftSyntaxSource {
    package.targets += [
      .executableTarget(
        name: "FuzzArguments",
        dependencies: [
          "AppShell",
          "HoistBenchCore",
          "NavLintCore",
          "TerminalEscaping",
        ] + swiftSyntaxDependencies(syntax),
        path: "Tools/Fuzz/FuzzArguments",
        swiftSettings: swiftSyntaxSwiftSettings(syntax),
        linkerSettings: swiftSyntaxLinkerSettings(syntax)
      ),
      .executableTarget(
        name: "FuzzNavLint",
        dependencies: [
          "NavLintCore"
        ] + swiftSyntaxDependencies(syntax),
        path: "Tools/Fuzz/FuzzNavLint",
        swiftSettings: swiftSyntaxSwiftSettings(syntax),
        linkerSettings: swiftSyntaxLinkerSettings(syntax)
      ),
    ]
  }
}
