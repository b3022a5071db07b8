import Foundation

/// The one way tests find an executable of this package (`hoist`, `navlint`) to spawn.
///
/// It looks beside the test bundle (where `swift test` and `swift build` put products); when
/// the product is missing there, it builds it once with `swift build --product NAME` into a
/// scratch folder of its own (`.build/test-products`), because SwiftPM locks the main build
/// folder while `swift test` runs. No test names a `.build/debug` path.
package enum BuiltProduct {
  /// A product could not be found or built.
  package struct Unavailable: Error, CustomStringConvertible {
    /// The product's name.
    package var name: String
    /// What went wrong.
    package var reason: String

    package var description: String {
      "cannot find or build '\(name)': \(reason); try: swift build --product \(name)"
    }
  }

  /// The executable of a product, built first when missing.
  ///
  /// - Parameter name: The product's name, such as `hoist`.
  /// - Returns: The executable's location.
  /// - Throws: ``Unavailable`` when it is neither beside the test bundle nor buildable.
  package static func executable(_ name: String) throws(Unavailable) -> URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let scratch = packageRoot.appendingPathComponent(".build/test-products")
    let candidates = [
      bundle, bundle.deletingLastPathComponent(), scratch.appendingPathComponent("debug"),
    ]
    .map { $0.appendingPathComponent(name) }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }
    ) {
      return found
    }
    try build(name, scratch: scratch)
    let built = scratch.appendingPathComponent("debug").appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: built.path) else {
      throw Unavailable(name: name, reason: "swift build did not produce \(built.path)")
    }
    return built
  }

  /// The package's root folder, two levels above this file.
  package static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  private static func build(_ name: String, scratch: URL) throws(Unavailable) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--product", name, "--scratch-path", scratch.path,
      "--package-path", packageRoot.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Unavailable(name: name, reason: "swift build could not start: \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Unavailable(name: name, reason: "swift build exited \(process.terminationStatus)")
    }
  }
}
