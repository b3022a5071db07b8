import SwiftSyntax

/// Reads targets from a `Package.swift` tree without running it.
package enum ManifestReader {
  private static let targetFactories: Set<String> = [
    "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
  ]

  /// The targets a manifest declares.
  ///
  /// - Parameters:
  ///   - tree: The parsed `Package.swift`.
  ///   - directory: The absolute package folder.
  /// - Returns: Every target call with a literal `name:` outside a `dependencies:` list,
  ///   also in `#if` clauses and in `package.targets += [...]` statements.
  /// - Complexity: One walk of the tree.
  package static func manifest(_ tree: SourceFileSyntax, directory: String) -> PackageManifest {
    let collector = TargetCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    var manifest = PackageManifest(directory: directory, targets: collector.targets)
    let tools = toolsVersion(tree)
    manifest.languageMode = collector.packageModes.max() ?? (tools >= 6 ? 6 : 5)
    return manifest
  }

  /// The major tools version of `// swift-tools-version:5.9` on the manifest's first line.
  ///
  /// - Parameter tree: The parsed `Package.swift`.
  /// - Returns: The major version, or 0 when absent.
  package static func toolsVersion(_ tree: SourceFileSyntax) -> Int {
    let firstLine = tree.description.prefix { $0 != "\n" }.lowercased()
    let marker = "swift-tools-version:"
    var rest = Substring(firstLine)
    while !rest.isEmpty, !rest.hasPrefix(marker) { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return 0 }
    let digits = rest.dropFirst(marker.count).drop { $0 == " " }.prefix { $0.isNumber }
    return Int(digits) ?? 0
  }

  /// The major version a `.v5`, `.v6`, `.version("6")` or `.v4_2` expression names.
  ///
  /// - Parameter expression: A language mode expression.
  /// - Returns: The major version, or `nil`.
  package static func languageMode(_ expression: ExprSyntax) -> Int? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      return Int(name.dropFirst().prefix { $0.isNumber })
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "version",
      let text = literal(call.arguments.first?.expression)
    {
      return Int(text.prefix { $0.isNumber })
    }
    return nil
  }

  /// The text of a string literal without interpolation.
  ///
  /// - Parameter expression: An expression.
  /// - Returns: The literal's text, or `nil`.
  package static func literal(_ expression: ExprSyntax?) -> String? {
    guard let literal = expression?.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }

  /// The dependency name an element of a `dependencies:` array names.
  ///
  /// - Parameter expression: `"Name"`, `.target(name: "Name")`, `.product(name: "Name", ...)`
  ///   or `.byName(name: "Name")`.
  /// - Returns: The name, or `nil`.
  package static func dependencyName(_ expression: ExprSyntax) -> String? {
    if let text = literal(expression) { return text }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["target", "product", "byName"].contains(member.declName.baseName.text)
    else { return nil }
    return literal(call.arguments.first { $0.label?.text == "name" }?.expression)
  }

  /// Whether a call declares a target (rather than naming one as a dependency or a product).
  ///
  /// - Parameter call: A call.
  /// - Returns: The factory name (`target`, `testTarget`, ...) or `nil`.
  package static func targetFactory(_ call: FunctionCallExprSyntax) -> String? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "Target",
      targetFactories.contains(member.declName.baseName.text),
      call.arguments.contains(where: { $0.label?.text == "name" })
    else { return nil }
    let factory = member.declName.baseName.text
    if factory == "plugin" && !call.arguments.contains(where: { $0.label?.text == "capability" }) {
      return nil
    }
    var node = call.parent
    while let current = node {
      if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" {
        return nil
      }
      node = current.parent
    }
    return factory
  }

  private final class TargetCollector: SyntaxVisitor {
    var targets: [PackageManifest.Target] = []
    var packageModes: [Int] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      guard ["swiftLanguageModes", "swiftLanguageVersions"].contains(node.label?.text ?? ""),
        let elements = node.expression.as(ArrayExprSyntax.self)?.elements
      else { return .visitChildren }
      packageModes += elements.compactMap { ManifestReader.languageMode($0.expression) }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let factory = ManifestReader.targetFactory(node),
        let name = ManifestReader.literal(
          node.arguments.first { $0.label?.text == "name" }?.expression)
      else { return .visitChildren }
      let folder =
        switch factory {
        case "testTarget": "Tests"
        case "plugin": "Plugins"
        default: "Sources"
        }
      var path =
        ManifestReader.literal(node.arguments.first { $0.label?.text == "path" }?.expression)
        ?? "\(folder)/\(name)"
      while path.hasPrefix("./") { path.removeFirst(2) }
      while path.hasSuffix("/") { path.removeLast() }
      let elements = node.arguments.first { $0.label?.text == "dependencies" }?
        .expression.as(ArrayExprSyntax.self)?.elements
      let dependencies =
        elements.map { $0.compactMap { ManifestReader.dependencyName($0.expression) } } ?? []
      var target = PackageManifest.Target(name: name, path: path, dependencies: dependencies)
      let settings = node.arguments.first { $0.label?.text == "swiftSettings" }?
        .expression.as(ArrayExprSyntax.self)?.elements
      for setting in settings ?? [] {
        guard let call = setting.expression.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          ["swiftLanguageMode", "swiftLanguageVersion"].contains(member.declName.baseName.text),
          let argument = call.arguments.first?.expression
        else { continue }
        target.languageMode = ManifestReader.languageMode(argument)
      }
      targets.append(target)
      return .visitChildren
    }
  }
}
