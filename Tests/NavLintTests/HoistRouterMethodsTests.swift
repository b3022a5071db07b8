import Foundation
import NavLintCore
import SwiftParser
import SwiftSyntax
import Testing

/// navlint knows Hoist's `Router` with no configuration: its list of mutating methods must
/// name every public method of `Router` except those that only read.
struct HoistRouterMethodsTests {
  /// Public methods of `Router` that change no navigation state.
  private static let readers: Set<String> = [
    "addEventObserver", "detents", "link", "path", "presented", "resolveLink", "screen", "snapshot",
    "title",
  ]

  @Test func everyPublicRouterMethodIsKnownAsMutatingOrReading() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Modules/NavigationRouter")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("Router") && $0.hasSuffix(".swift") && $0 != "RouterStorage.swift" }
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let tree = Parser.parse(source: text)
      for statement in tree.statements {
        let members =
          statement.item.as(ClassDeclSyntax.self).flatMap { $0.name.text == "Router" ? $0 : nil }?
          .memberBlock
          ?? statement.item.as(ExtensionDeclSyntax.self).flatMap {
            $0.extendedType.trimmedDescription == "Router" ? $0 : nil
          }?.memberBlock
        for item in members?.members ?? [] {
          guard let function = item.decl.as(FunctionDeclSyntax.self),
            function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }),
            !function.attributes.contains(where: {
              $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "available"
            })
          else { continue }
          names.insert(function.name.text)
        }
      }
    }
    #expect(!files.isEmpty)
    #expect(
      names.subtracting(Self.readers).subtracting(RouterModel.hoistRouterMethods).isEmpty,
      "a public Router method is neither mutating nor a reader: \(names.sorted())")
  }
}
