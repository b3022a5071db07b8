import SwiftSyntax

/// The `navlink-plain-button` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class NavLinkPlainButtonRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "navlink-plain-button",
    summary: "`.buttonStyle(.plain)` on a Button inside a NavigationLink label; use `.borderless`.",
    details: """
      A plain-styled Button inside a NavigationLink's label swallows the tap meant for the \
      link. Use `.buttonStyle(.borderless)`. Found in the label itself and in custom views \
      (from any linted file) that a label shows. Not reported: the style on the link \
      itself, a plain button outside any label, a button in the destination (in \
      `NavigationLink("Title") { ... }` the closure is the destination). `--fix` rewrites \
      the style to `.borderless`. Cannot see views passed through generic content \
      parameters or custom ButtonStyle types.
      """,
    isCorrectable: true,
    triggeringExamples: [
      """
      NavigationLink(value: Route.series(id: series.id)) {
        HStack {
          Text(series.title)
          Button("Favorite") { favorite(series) }
            .1️⃣buttonStyle(.plain)
        }
      }
      """,
      """
      struct SeriesRow: View {
        var body: some View {
          HStack { Text("One Piece"); FavoriteButton() }
        }
      }
      struct FavoriteButton: View {
        var body: some View { Button("★") {}.2️⃣buttonStyle(PlainButtonStyle()) }
      }
      let link = NavigationLink { Detail() } label: { SeriesRow() }
      """,
    ],
    nonTriggeringExamples: [
      """
      NavigationLink(value: Route.series(id: series.id)) {
        Text(series.title)
      }
      .buttonStyle(.plain)
      """,
      """
      NavigationLink("Details") {
        Button("Inside the destination") {}.buttonStyle(.plain)
      }
      """,
      """
      VStack {
        Button("Refresh") { reload() }.buttonStyle(.plain)
      }
      """,
      """
      NavigationLink(value: 1) {
        HStack { Text("a"); Button("b") {}.buttonStyle(.borderless) }
      }
      """,
    ],
    corrections: [
      RuleDocumentation.Correction(
        """
        NavigationLink(value: 1) {
          HStack { Text("a"); Button("b") {}.buttonStyle(.plain) }
        }
        NavigationLink(value: 2) { Button("c") {}.buttonStyle(PlainButtonStyle()) }
        """,
        """
        NavigationLink(value: 1) {
          HStack { Text("a"); Button("b") {}.buttonStyle(.borderless) }
        }
        NavigationLink(value: 2) { Button("c") {}.buttonStyle(BorderlessButtonStyle()) }
        """)
    ]
  )

  private let context: LintContext
  private let index: ProjectIndex

  public init(context: LintContext) {
    self.context = context
    self.index = context.index.including(context.file)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr]

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      context.summary(of: call).modifierName == "buttonStyle",
      let style = call.arguments.first?.expression, let fix = Self.fix(for: style),
      let base = call.modifierBase,
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
    else { return }
    if let root = base.modifierChainRoot.as(FunctionCallExprSyntax.self),
      NavigationLinkCall(root, extensions: index.navigationLinkExtensions) != nil
    {
      return
    }
    let typeName = DeclarationContext.enclosingTypeName(of: call)
    let enclosingType = typeName.flatMap { index.type(named: $0) }
    let shownIn: String
    if NavigationLinkCall.enclosingLabel(of: call, extensions: index.navigationLinkExtensions)
      != nil
    {
      shownIn = "inside a NavigationLink label"
    } else if let enclosingType, let member = DeclarationContext.enclosingMember(of: call),
      PresentationContent.enclosing(call) == nil,
      let origin = index.labelMembers[
        ProjectIndex.memberKey(enclosingType.qualifiedName, member)]
    {
      shownIn = "in \(enclosingType.name) (shown in the NavigationLink label at \(origin))"
    } else {
      return
    }
    let facts = ViewFactsCollector.facts(of: base)
    let holdsButton =
      facts.hasButton
      || index.steps(from: facts, in: enclosingType).contains {
        index.buttonMembers.contains(ProjectIndex.memberKey($0.type.qualifiedName, $0.member.name))
      }
    guard holdsButton else { return }
    context.report(
      "plain button style \(shownIn) swallows the link's tap; use .buttonStyle(.borderless)",
      at: name,
      fix: fix
    )
  }

  /// The edit from the plain style to the borderless one, or `nil` when the style is not
  /// plain.
  private static func fix(for style: ExprSyntax) -> [TextEdit]? {
    let token: TokenSyntax
    let replacement: String
    if let member = style.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "plain"
    {
      token = member.declName.baseName
      replacement = "borderless"
    } else if let call = style.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.calleeName == "PlainButtonStyle",
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      token = reference.baseName
      replacement = "BorderlessButtonStyle"
    } else {
      return nil
    }
    return [
      TextEdit(
        start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: token.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: replacement
      )
    ]
  }
}
