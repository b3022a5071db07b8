import SwiftSyntax

/// The `nested-navigation-stack` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class NestedNavigationStackRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "nested-navigation-stack",
    summary: "A NavigationStack (or NavigationView) inside another NavigationStack's content.",
    details: """
      A nested stack gets its own path and bar: pushes land in the wrong stack and the \
      outer path no longer matches the screen; a NavigationView there is a nested stack \
      too. Found when written inside the outer stack and through custom views, computed \
      properties and functions of any spelling (`var Inbox: some View`), from any linted \
      file, used in its content, and through the destinations of a \
      `navigationDestination(for: Route.self)` that the route builds (`route.destinationView()`, \
      `$0.view`) or a top-level function builds. Not reported inside `.sheet`, `.fullScreenCover`, `.popover` or \
      `.inspector` content (or a wrapper named like one, `.bottomSheet`), also when that \
      content is a computed property or a function passed by \
      reference. Cannot see views passed as generic content or AnyView values.
      """,
    triggeringExamples: [
      """
      NavigationStack {
        List(series) { item in
          NavigationLink(item.title) {
            1️⃣NavigationStack { SeriesView(id: item.id) }
          }
        }
      }
      """,
      """
      struct LibraryView: View {
        var body: some View {
          NavigationStack { 2️⃣SeriesList() }
        }
      }
      struct SeriesList: View {
        var body: some View { NavigationStack { List { Text("One Piece") } } }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      struct LibraryView: View {
        @State private var editing = false
        @State private var reading = false
        var body: some View {
          NavigationStack {
            List { Text("One Piece") }
              .sheet(isPresented: $editing) { editor }
              .fullScreenCover(isPresented: $reading, content: makeReader)
          }
        }
        var editor: some View { NavigationStack { Text("Edit") } }
        func makeReader() -> some View { NavigationStack { Text("Read") } }
      }
      """,
      """
      TabView {
        NavigationStack { Text("Library") }
        NavigationStack { Text("Search") }
      }
      """,
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
    guard let call = node.as(FunctionCallExprSyntax.self) else { return }
    // A call with a callee name applies no modifier.
    let calleeName = context.summary(of: call).calleeName
    if calleeName == "NavigationView",
      let name = Self.nameToken(call), Self.isInsideAnotherStack(call)
    {
      context.report(
        "NavigationView inside a NavigationStack's content is a nested stack; push values onto "
          + "the outer stack instead (a stack belongs only at a root or in presented content)",
        at: name
      )
      return
    }
    guard calleeName == "NavigationStack" else { return }
    if let name = Self.nameToken(call), Self.isInsideAnotherStack(call) {
      context.report(
        "NavigationStack inside another NavigationStack's content; push values onto the outer "
          + "stack instead (a stack belongs only at a root or in presented content)",
        at: name
      )
    }
    let typeName = DeclarationContext.enclosingTypeName(of: call)
    let enclosingType = typeName.flatMap { index.type(named: $0) }
    let finder = ReferenceFinder(viewMode: .sourceAccurate)
    for argument in call.allArguments where argument.expression.is(ClosureExprSyntax.self) {
      finder.walk(argument.expression)
    }
    for reference in finder.references {
      report(reference, in: enclosingType)
    }
  }

  private func report(_ reference: ReferenceFinder.Reference, in enclosingType: TypeInfo?) {
    switch reference {
    case .view(let name, let token):
      if let enclosingType, enclosingType.viewMember(name)?.isFunction == true {
        report(.member(name, token), in: enclosingType)
        return
      }
      guard let view = index.type(named: name, in: enclosingType?.qualifiedName), view.isView,
        let chain = index.stackMembers[ProjectIndex.memberKey(view.qualifiedName, "body")]
      else { return }
      let via = chain.isEmpty ? "" : " (through \(chain.joined(separator: " → ")))"
      context.report(
        "\(view.name) holds a NavigationStack\(via) and is shown inside this stack's content; "
          + "remove the inner stack or present the view in a sheet",
        at: token
      )
    case .routeMember(let key, let token):
      guard let step = index.routeMemberStep(key, in: enclosingType),
        let chain = index.stackMembers[
          ProjectIndex.memberKey(step.type.qualifiedName, step.member.name)]
      else { return }
      let via = chain.isEmpty ? "" : " (through \(chain.joined(separator: " → ")))"
      context.report(
        "\(step.view ?? step.member.name) holds a NavigationStack\(via) and is pushed inside "
          + "this stack's content; remove the inner stack or present it in a sheet",
        at: token
      )
    case .member(let name, let token):
      // A member of the enclosing type, else a top-level view function of that name.
      let owner =
        enclosingType.flatMap { $0.viewMember(name) != nil ? $0 : nil } ?? index.freeFunctions
      guard owner.viewMember(name) != nil,
        let chain = index.stackMembers[ProjectIndex.memberKey(owner.qualifiedName, name)]
      else { return }
      let via = chain.isEmpty ? "" : " (through \(chain.joined(separator: " → ")))"
      context.report(
        "\(name) holds a NavigationStack\(via) and is used inside this stack's content; "
          + "remove the inner stack or present it in a sheet",
        at: token
      )
    }
  }

  private static func isStack(_ call: FunctionCallExprSyntax) -> Bool {
    call.calleeName == "NavigationStack" && call.modifierName == nil
  }

  private static func nameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName
    }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
  }

  private static func isInsideAnotherStack(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let parent = current {
      if parent.endsViewScope { return false }
      if let outer = parent.as(FunctionCallExprSyntax.self),
        let argument = outer.argument(containing: call)
      {
        if PresentationContent.isPresentationModifier(outer)
          && (argument.isTrailingClosure || argument.label == "content")
        {
          return false
        }
        if isStack(outer) { return true }
      }
      current = parent.parent
    }
    return false
  }

  /// Finds the custom views and members a stack's content uses, outside presentation
  /// content and outside stacks nested in it (those report for themselves).
  private final class ReferenceFinder: SyntaxVisitor {
    enum Reference {
      case view(String, TokenSyntax)
      case member(String, TokenSyntax)
      /// ``ProjectIndex/memberKey(_:_:)`` of a route type as written and its member that
      /// builds a destination.
      case routeMember(String, TokenSyntax)
    }

    var references: [Reference] = []
    /// The `navigationDestination(for:)` closures being walked, innermost last.
    private var routeDestinations: [RouteDestination] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // A call with a callee name applies no modifier.
      let summary = CallSummary(node)
      if summary.calleeName == "NavigationStack" { return .skipChildren }
      if PresentationContent.isPresentationModifier(named: summary.modifierName) {
        walk(node.calledExpression)
        let content = PresentationContent.contentArguments(of: node).map(\.id)
        for argument in node.allArguments where !content.contains(argument.expression.id) {
          walk(argument.expression)
        }
        return .skipChildren
      }
      let routes = RouteDestination.all(in: node, summary: summary)
      if !routes.isEmpty {
        walk(node.calledExpression)
        for argument in node.allArguments {
          let route = routes.first { $0.closure.id == argument.expression.id }
          if let route { routeDestinations.append(route) }
          walk(argument.expression)
          if route != nil { routeDestinations.removeLast() }
        }
        return .skipChildren
      }
      if let name = summary.calleeName, name.first?.isUppercase == true,
        let token = NestedNavigationStackRule.nameToken(node)
      {
        references.append(.view(name, token))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard MemberReferences.isCandidate(node) else { return .skipChildren }
      references.append(.member(node.baseName.text, node.baseName))
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if let route = routeDestinations.last, let member = route.member(readBy: node) {
        references.append(
          .routeMember(ProjectIndex.memberKey(route.routeType, member), node.declName.baseName))
      }
      return .visitChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
