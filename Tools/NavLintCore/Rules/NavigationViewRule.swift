import SwiftSyntax

/// The `navigation-view` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class NavigationViewRule: Rule {
  /// `minimumOS`: the deployment targets.
  static let minimumOSOption = RuleOption<[String: String]>(
    "minimumOS", default: nil,
    "Deployment targets, such as {\"iOS\": \"15.0\"}; below iOS 16 / macOS 13 the rule is silent.")

  public static let documentation = RuleDocumentation(
    id: "navigation-view",
    summary: "`NavigationView` is deprecated; use `NavigationStack` or `NavigationSplitView`.",
    details: """
      NavigationView's behaviour differs by platform and size class and it is deprecated \
      from iOS 16 and macOS 13. Use NavigationStack for a push stack and \
      NavigationSplitView for columns. Silent when `minimumOS` is below iOS 16 / macOS 13 / \
      tvOS 16 / watchOS 9 (unless an `@available` on an enclosing type, extension or \
      function raises each such platform to it, or makes it unavailable), in the `else` of `if #available(iOS 16, *)`, inside \
      `if #unavailable`, and in preview code (the preview policy every rule follows: \
      `#Preview`, PreviewProvider, helpers only previews use, `previewPaths`) unless \
      `includePreviews` is true. `--fix` rewrites a \
      single-child NavigationView without a column style to NavigationStack and drops its \
      stack style modifier; a ForEach as the content is not fixed. Cannot see \
      typealiases of NavigationView or a deployment target set only in an Xcode project.
      """,
    isCorrectable: true,
    options: [
      minimumOSOption.description
    ],
    triggeringExamples: [
      """
      struct RootView: View {
        var body: some View {
          1️⃣NavigationView {
            List { Text("Inbox") }
          }
        }
      }
      """,
      """
      var body: some View {
        SwiftUI.1️⃣NavigationView { Text("Home") }
          .navigationViewStyle(.stack)
      }
      """,
      """
      let shell: 1️⃣NavigationView<Text>
      """,
    ],
    nonTriggeringExamples: [
      """
      var body: some View {
        NavigationStack { List { Text("Inbox") } }
      }
      """,
      """
      // NavigationView { Text("old") }
      let title = "NavigationView { }"
      """,
      """
      var body: some View {
        if #available(iOS 16, *) {
          NavigationStack { Home() }
        } else {
          NavigationView { Home() }
        }
      }
      """,
      """
      #Preview {
        NavigationView { Text("Preview") }
      }
      """,
    ],
    corrections: [
      RuleDocumentation.Correction(
        """
        var body: some View {
          NavigationView { List { Text("Inbox") } }
            .navigationViewStyle(.stack)
        }
        """,
        """
        var body: some View {
          NavigationStack { List { Text("Inbox") } }
        }
        """),
      RuleDocumentation.Correction(
        "let split = NavigationView { Sidebar(); Detail() }\n",
        "let split = NavigationView { Sidebar(); Detail() }\n"),
    ]
  )

  private static let stackVersions: [String: [Int]] = [
    "iOS": [16], "iPadOS": [16], "macOS": [13], "macCatalyst": [16], "tvOS": [16], "watchOS": [9],
  ]

  private let context: LintContext
  private let isSilent: Bool
  /// The configured platforms below the version that has NavigationStack, with that
  /// deployment target.
  private let oldPlatforms: [(platform: String, deployment: [Int])]

  public init(context: LintContext) {
    self.context = context
    let minimum = context.options.value(Self.minimumOSOption) ?? [:]
    self.oldPlatforms = minimum.sorted { $0.key < $1.key }.compactMap { platform, version in
      let deployment = DeclaredAvailability.version(version)
      guard let required = Self.stackVersions[platform],
        DeclaredAvailability.precedes(deployment, required)
      else { return nil }
      return (platform, deployment)
    }
    self.isSilent = Self.declaresNavigationView(context.file.tree)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [
    .declReferenceExpr, .identifierType, .memberType,
  ]

  public func visit(_ node: Syntax) {
    guard !isSilent else { return }
    // One look at the kind, then the one cast that fits.
    switch node.kind {
    case .declReferenceExpr:
      let reference = node.cast(DeclReferenceExprSyntax.self)
      guard Self.isNavigationView(reference.baseName), reference.argumentNames == nil else {
        return
      }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName == reference
      {
        guard member.base?.trimmedDescription == "SwiftUI" else { return }
      }
      check(reference.baseName, fix: fix(for: reference))
    case .identifierType:
      let type = node.cast(IdentifierTypeSyntax.self)
      guard Self.isNavigationView(type.name) else { return }
      check(type.name, fix: [])
    case .memberType:
      let type = node.cast(MemberTypeSyntax.self)
      guard Self.isNavigationView(type.name), type.baseType.trimmedDescription == "SwiftUI"
      else { return }
      check(type.name, fix: [])
    default:
      return
    }
  }

  /// Whether a name's text is `NavigationView`; its length is read first, so the text of
  /// most names (a `String` each) is never built.
  private static func isNavigationView(_ name: TokenSyntax) -> Bool {
    name.trimmedLength.utf8Length == 14 && name.text == "NavigationView"
  }

  private func check(_ name: TokenSyntax, fix: [TextEdit]) {
    guard !isAvailabilityFallback(name), !mayRunWithoutNavigationStack(name) else { return }
    context.report(
      "NavigationView is deprecated; use NavigationStack or NavigationSplitView",
      at: name,
      fix: fix
    )
  }

  // MARK: - Fix

  private func fix(for reference: DeclReferenceExprSyntax) -> [TextEdit] {
    var callee = Syntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self) { callee = Syntax(member) }
    guard let call = callee.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == callee.id,
      call.arguments.isEmpty,
      call.additionalTrailingClosures.isEmpty,
      let content = call.trailingClosure,
      content.statements.count == 1,
      !Self.isForEach(content.statements.first?.item),
      !appliesNonStackStyle(to: call)
    else { return [] }
    let name = reference.baseName
    var edits = [
      TextEdit(
        start: name.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: name.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: "NavigationStack"
      )
    ]
    for modifier in call.appliedModifiers where modifier.modifierName == "navigationViewStyle" {
      guard let base = modifier.modifierBase else { continue }
      edits.append(
        TextEdit(
          start: base.endPositionBeforeTrailingTrivia.utf8Offset,
          end: modifier.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: ""
        )
      )
    }
    return edits
  }

  /// Whether the content is a `ForEach` (with modifiers or not), which can make columns.
  private static func isForEach(_ item: CodeBlockItemSyntax.Item?) -> Bool {
    guard let call = item?.as(ExprSyntax.self)?.modifierChainRoot.as(FunctionCallExprSyntax.self)
    else { return false }
    return call.calleeName == "ForEach"
  }

  /// Whether a `.navigationViewStyle(...)` other than the stack style is in the modifier
  /// chain applied to `call`.
  private func appliesNonStackStyle(to call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let modifier = member.parent?.as(FunctionCallExprSyntax.self)
    {
      if member.declName.baseName.text == "navigationViewStyle" {
        let style = modifier.arguments.trimmedDescription
        if style != ".stack" && style != "StackNavigationViewStyle()" && style != ".stack()" {
          return true
        }
      }
      current = Syntax(modifier)
    }
    return false
  }

  // MARK: - Where the use is

  /// Whether the code may run on an OS without NavigationStack: a configured deployment
  /// target is below it and no enclosing `@available` raises that platform to it.
  private func mayRunWithoutNavigationStack(_ token: TokenSyntax) -> Bool {
    guard !oldPlatforms.isEmpty else { return false }
    let availability = DeclaredAvailability(enclosing: token)
    return oldPlatforms.contains { platform, deployment in
      guard let required = Self.stackVersions[platform] else { return false }
      return availability.mayRun(on: platform, from: deployment, below: required)
    }
  }

  private func isAvailabilityFallback(_ token: TokenSyntax) -> Bool {
    var node = Syntax(token)
    while let parent = node.parent {
      if let ifExpr = parent.as(IfExprSyntax.self) {
        let inElse = ifExpr.elseBody?.id == node.id
        for condition in ifExpr.conditions {
          guard let availability = condition.condition.as(AvailabilityConditionSyntax.self) else {
            continue
          }
          let isUnavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
          if inElse != isUnavailable { return true }
        }
      }
      if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == node.id,
        guardStmt.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
      {
        return true
      }
      node = parent
    }
    return false
  }

  private static func declaresNavigationView(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      let name =
        item.item.as(StructDeclSyntax.self)?.name.text
        ?? item.item.as(ClassDeclSyntax.self)?.name.text
        ?? item.item.as(EnumDeclSyntax.self)?.name.text
        ?? item.item.as(TypeAliasDeclSyntax.self)?.name.text
      return name == "NavigationView"
    }
  }
}
