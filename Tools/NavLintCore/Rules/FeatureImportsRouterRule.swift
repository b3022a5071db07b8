import SwiftSyntax

/// The `feature-imports-router` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class FeatureImportsRouterRule: Rule {
  /// `featurePatterns`: module name patterns of features; setting it turns the rule on.
  static let featurePatternsOption = RuleOption<[String]>(
    "featurePatterns", default: ["*Feature"],
    "Module name patterns of features; setting it declares the layering and turns the rule on.")
  /// `compositionRootModules`: module name patterns of composition roots.
  static let compositionRootModulesOption = RuleOption<[String]>(
    "compositionRootModules", default: ["App", "*App", "AppFeature", "Root*", "*RootFeature"],
    "Module name patterns of composition roots, which compose features and are no feature.")
  /// `routerPatterns`: module name patterns of router modules.
  static let routerPatternsOption = RuleOption<[String]>(
    "routerPatterns", default: ["*Router", "AppShell"], "Module name patterns of router modules.")

  public static let documentation = RuleDocumentation(
    id: "feature-imports-router",
    summary:
      "A feature module imports, or depends on, the router module or another feature module.",
    details: """
      Features reach each other only through the composition root, which maps one \
      feature's outcome to another's routes. Checked in import statements of files under a \
      feature target's path and in feature targets' `dependencies:` in Package.swift (read \
      with SwiftSyntax, not executed). An architecture rule: on only where `.navlint.json` \
      declares the layering (a `compositionRoot` or this rule's `featurePatterns`); silent \
      otherwise, as on a TCA-style app without configuration. Modules matching \
      `compositionRootModules` (the app or root feature that composes the others) are no \
      feature. Cannot see names the manifest computes at run time or modules re-exported \
      with @_exported.
      """,
    defaultSeverity: .error,
    options: [
      featurePatternsOption.description, compositionRootModulesOption.description,
      routerPatternsOption.description,
    ],
    triggeringExamples: [
      """
      // Sources/LibraryFeature/LibraryView.swift
      import Foundation
      import 1️⃣NavigationRouter
      @testable import 2️⃣ReaderFeature
      """
    ],
    nonTriggeringExamples: [
      """
      // Sources/LibraryFeature/LibraryView.swift
      import Foundation
      import LibraryFeature
      import NavigationCore
      """
    ],
    exampleOptions: ["featurePatterns": .array([.string("*Feature")])]
  )

  private let context: LintContext
  private let features: [Glob]
  private let routers: [Glob]
  private let ownModule: String?
  private let isManifest: Bool
  private let roots: [Glob]
  private let isActive: Bool

  public init(context: LintContext) {
    self.context = context
    // An architecture rule: on only where the project declares its layering.
    self.isActive =
      context.options.isConfigured(Self.featurePatternsOption)
      || context.project.hasConfiguredCompositionRoot
    self.roots = (context.options.value(Self.compositionRootModulesOption) ?? []).map(Glob.init)
    self.features = (context.options.value(Self.featurePatternsOption) ?? []).map(Glob.init)
    self.routers = (context.options.value(Self.routerPatternsOption) ?? []).map(Glob.init)
    let path = context.project.pathInPackage ?? context.file.path
    self.isManifest = path == "Package.swift" || path.hasSuffix("/Package.swift")
    if let manifest = context.project.manifest, let pathInPackage = context.project.pathInPackage {
      self.ownModule = manifest.target(containing: pathInPackage)?.name
    } else {
      let folders = path.split(separator: "/").dropLast().map(String.init)
      let globs = features
      self.ownModule = folders.last { folder in globs.contains { $0.matches(folder) } }
    }
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.importDecl, .functionCallExpr]

  public func visit(_ node: Syntax) {
    guard isActive, !context.project.isCompositionRoot else { return }
    if let importDecl = node.as(ImportDeclSyntax.self) {
      checkImport(importDecl)
    } else if isManifest, let call = node.as(FunctionCallExprSyntax.self) {
      checkTarget(call)
    }
  }

  private func checkImport(_ importDecl: ImportDeclSyntax) {
    guard let module = ownModule, isFeature(module), let imported = importDecl.path.first?.name
    else { return }
    if let problem = problem(importing: imported.text, from: module) {
      context.report(
        "feature '\(module)' imports \(problem); reach it through the composition root",
        at: imported)
    }
  }

  private func checkTarget(_ call: FunctionCallExprSyntax) {
    guard ManifestReader.targetFactory(call) != nil,
      let module = ManifestReader.literal(
        call.arguments.first { $0.label?.text == "name" }?.expression),
      isFeature(module),
      let elements = call.arguments.first(where: { $0.label?.text == "dependencies" })?
        .expression.as(ArrayExprSyntax.self)?.elements
    else { return }
    for element in elements {
      guard let name = ManifestReader.dependencyName(element.expression),
        let problem = problem(importing: name, from: module)
      else { continue }
      context.report(
        "feature target '\(module)' depends on \(problem); reach it through the composition root",
        at: element.expression
      )
    }
  }

  private func problem(importing imported: String, from module: String) -> String? {
    if routers.contains(where: { $0.matches(imported) }) { return "router module '\(imported)'" }
    if imported != module && isFeature(imported) { return "another feature '\(imported)'" }
    return nil
  }

  private func isFeature(_ module: String) -> Bool {
    features.contains { $0.matches(module) } && !roots.contains { $0.matches(module) }
  }
}
