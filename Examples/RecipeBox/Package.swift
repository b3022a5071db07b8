// swift-tools-version: 6.2
import PackageDescription

// MARK: - Shared settings

let swiftSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

// MARK: - Package

let package = Package(
  name: "RecipeBox",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .executable(name: "recipebox-nav", targets: ["RecipeBoxNav"])
  ],
  dependencies: [
    // snippet:begin package
    // in your app: .package(url: "https://github.com/<owner>/hoist.git", branch: "main"),
    .package(name: "hoist", path: "../..")
    // snippet:end package
  ],
  targets: [
    // Domain
    .target(
      name: "RecipeData",
      path: "Sources/RecipeData",
      swiftSettings: swiftSettings
    ),

    // Features (the core only: never the router, never another feature)
    .target(
      name: "RecipesFeature",
      dependencies: [
        .product(name: "NavigationCore", package: "hoist"),
        "RecipeData",
      ],
      path: "Sources/RecipesFeature",
      swiftSettings: swiftSettings
    ),
    .target(
      name: "GroceriesFeature",
      dependencies: [
        .product(name: "NavigationCore", package: "hoist"),
        "RecipeData",
      ],
      path: "Sources/GroceriesFeature",
      swiftSettings: swiftSettings
    ),

    // App (the composition root)
    .target(
      name: "RecipeBox",
      dependencies: [
        "GroceriesFeature",
        // snippet:begin products
        // in your app target:
        .product(name: "NavigationCore", package: "hoist"),  // routes, commands, outcomes, links
        .product(name: "NavigationPersistence", package: "hoist"),  // saving navigation state
        .product(name: "NavigationRouter", package: "hoist"),  // the router, link opening, restore
        // snippet:end products
        "RecipeData",
        "RecipesFeature",
      ],
      path: "Sources/RecipeBox",
      swiftSettings: swiftSettings
    ),

    // The app's navigation tool (graph, links check, links aasa)
    .executableTarget(
      name: "RecipeBoxNav",
      dependencies: [
        .product(name: "NavigationTooling", package: "hoist"),  // graph, links check, links aasa
        .product(name: "NavigationRouter", package: "hoist"),
        "RecipeBox",
        "RecipeData",
      ],
      path: "Sources/RecipeBoxNav",
      swiftSettings: swiftSettings
    ),

    // Tests
    .testTarget(
      name: "RecipeBoxTests",
      dependencies: [
        "GroceriesFeature",
        .product(name: "NavigationCore", package: "hoist"),
        .product(name: "NavigationPersistence", package: "hoist"),
        .product(name: "NavigationRouter", package: "hoist"),
        // snippet:begin test-products
        // in your test target:
        .product(name: "NavigationTesting", package: "hoist"),  // the headless test driver
        // snippet:end test-products
        .product(name: "NavigationTooling", package: "hoist"),
        "RecipeBox",
        "RecipeBoxNav",
        "RecipeData",
        "RecipesFeature",
      ],
      path: "Tests/RecipeBoxTests",
      swiftSettings: swiftSettings
    ),
  ]
)
