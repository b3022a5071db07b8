import SwiftSyntax

/// The `shared-tab-path` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class SharedTabPathRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "shared-tab-path",
    summary: "One path binding given to the NavigationStacks of two tabs.",
    details: """
      Two tabs whose stacks share a path binding push and pop together: navigating in one \
      tab changes the other. Give each tab its own path. Not reported: the same path in \
      alternative branches of one tab (`if`/`else`, `#if`), stacks outside a TabView or \
      in presented content. Project views that bind a received path to their own stack count \
      as stacks. Cannot see a binding passed on through several views or tabs built by ForEach.
      """,
    triggeringExamples: [
      """
      TabView {
        NavigationStack(path: $router.path) { LibraryView() }
          .tabItem { Label("Library", systemImage: "books.vertical") }
        NavigationStack(1️⃣path: $router.path) { SearchView() }
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
      """,
      """
      TabView(selection: $tab) {
        Tab("Library", systemImage: "books.vertical", value: .library) {
          NavigationStack(path: $path) { LibraryView() }
        }
        Tab("Notes", systemImage: "note.text", value: .notes) {
          NavigationStack(2️⃣path: $path) { NotesView() }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      TabView {
        NavigationStack(path: $router.libraryPath) { LibraryView() }
          .tabItem { Label("Library", systemImage: "books.vertical") }
        NavigationStack(path: $router.searchPath) { SearchView() }
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
      """,
      """
      TabView {
        #if os(iOS)
        NavigationStack(path: $path) { LibraryView() }
        #else
        NavigationStack(path: $path) { LibraryView().frame(minWidth: 400) }
        #endif
        SettingsView()
      }
      """,
    ]
  )

  /// Where a stack sits among a TabView's content: statement indexes and `#if` clause
  /// indexes, outermost first.
  private enum Step: Equatable {
    case statement(Int)
    case clause(Int)
  }

  private let context: LintContext
  private let index: ProjectIndex

  public init(context: LintContext) {
    self.context = context
    self.index = context.index.including(context.file)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr]

  public func visit(_ node: Syntax) {
    // A call with a callee name applies no modifier.
    guard let call = node.as(FunctionCallExprSyntax.self),
      context.summary(of: call).calleeName == "TabView"
    else { return }
    let finder = StackFinder(viewMode: .sourceAccurate)
    var stacks: [(path: String, label: TokenSyntax, place: [Step])] = []
    for argument in call.allArguments {
      guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
      finder.stacks = []
      finder.walk(closure.statements)
      for stack in finder.stacks {
        for argument in stack.arguments where takesPath(stack, label: argument.label?.text) {
          guard let label = argument.label else { continue }
          let place = Self.place(of: stack, in: closure)
          stacks.append((TypeText.compact(argument.expression), label, place))
        }
      }
    }
    for (offset, stack) in stacks.enumerated() {
      guard
        let earlier = stacks[..<offset].first(where: {
          $0.path == stack.path && Self.areDifferentTabs($0.place, stack.place)
        })
      else { continue }
      let line = context.file.location(of: earlier.label.positionAfterSkippingLeadingTrivia).line
      context.report(
        "\(stack.path) is also the path of another tab's NavigationStack (line \(line)); give "
          + "each tab its own path so tabs do not push and pop together",
        at: stack.label
      )
    }
  }

  /// Whether an argument is a stack's path: `path:` of a `NavigationStack`, or the argument
  /// of a project view that binds that property to its own stack's path.
  private func takesPath(_ call: FunctionCallExprSyntax, label: String?) -> Bool {
    guard let label else { return false }
    if call.calleeName == "NavigationStack" { return label == "path" }
    guard let name = call.calleeName,
      let view = index.type(named: name, in: DeclarationContext.enclosingTypeName(of: call)),
      view.isView
    else { return false }
    return view.viewMembers.contains { $0.facts.stackPathProperties.contains(label) }
  }

  private static func place(of stack: FunctionCallExprSyntax, in closure: ClosureExprSyntax)
    -> [Step]
  {
    var steps: [Step] = []
    var node = Syntax(stack)
    while let parent = node.parent, node.id != closure.id {
      if let list = parent.as(CodeBlockItemListSyntax.self),
        list.parent?.id == closure.id || list.parent?.is(IfConfigClauseSyntax.self) == true,
        let index = list.firstIndex(where: { $0.id == node.id })
      {
        steps.insert(.statement(list.distance(from: list.startIndex, to: index)), at: 0)
      }
      if let clauses = parent.as(IfConfigClauseListSyntax.self),
        let index = clauses.firstIndex(where: { $0.id == node.id })
      {
        steps.insert(.clause(clauses.distance(from: clauses.startIndex, to: index)), at: 0)
      }
      node = parent
    }
    return steps
  }

  private static func areDifferentTabs(_ first: [Step], _ second: [Step]) -> Bool {
    for (a, b) in zip(first, second) where a != b {
      if case .statement = a, case .statement = b { return true }
      return false
    }
    return false
  }

  /// Finds `NavigationStack(path:)` calls in a TabView's content, outside presented content
  /// and nested TabViews.
  private final class StackFinder: SyntaxVisitor {
    var stacks: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // A call with a callee name applies no modifier.
      let summary = CallSummary(node)
      if summary.calleeName == "TabView" { return .skipChildren }
      if PresentationContent.isPresentationModifier(named: summary.modifierName) {
        walk(node.calledExpression)
        return .skipChildren
      }
      if summary.calleeName == "NavigationStack" { stacks.append(node) }
      if let name = summary.calleeName, name != "NavigationStack",
        name.first?.isUppercase == true,
        node.arguments.contains(where: { $0.expression.trimmedDescription.hasPrefix("$") })
      {
        stacks.append(node)
      }
      return .visitChildren
    }
  }
}
