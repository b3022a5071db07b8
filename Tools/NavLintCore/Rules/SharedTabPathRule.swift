import SwiftSyntax

/// `shared-tab-path`: one path binding given to the stacks of two tabs.
///
/// Each tab keeps its own navigation stack; two stacks bound to the same path push and pop
/// together, so navigating in one tab changes the other and switching tabs shows screens
/// that belong elsewhere. Give each tab its own path (`$router.libraryPath`,
/// `$router.searchPath`, or a dictionary keyed by tab). Reported on the `path` label of the
/// second `NavigationStack(path:)` inside a `TabView` whose binding another tab's stack
/// already uses.
///
/// Not reported: different paths, the same path in the alternative branches of one tab
/// (`if`/`else`, `#if`/`#else`), stacks outside a TabView, and stacks in presented content.
///
/// Triggers:
/// ```swift
/// TabView {
///   NavigationStack(path: $router.path) { LibraryView() }
///   NavigationStack(path: $router.path) { SearchView() }
/// }
/// ```
/// Does not trigger:
/// ```swift
/// TabView {
///   NavigationStack(path: $router.libraryPath) { LibraryView() }
///   NavigationStack(path: $router.searchPath) { SearchView() }
/// }
/// ```
///
/// Cannot see: tabs that are custom views receiving the binding as a parameter, or paths
/// that are the same value reached through different spellings.
public final class SharedTabPathRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "shared-tab-path",
    summary: "One path binding given to the NavigationStacks of two tabs.",
    details: """
      Two tabs whose stacks share a path binding push and pop together: navigating in one \
      tab changes the other. Give each tab its own path. Not reported: the same path in \
      alternative branches of one tab (`if`/`else`, `#if`), stacks outside a TabView or \
      in presented content. Cannot see tabs built from custom views that receive the \
      binding as a parameter.
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

  public init(context: LintContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "TabView",
      call.modifierName == nil
    else { return }
    let finder = StackFinder(viewMode: .sourceAccurate)
    var stacks: [(path: String, label: TokenSyntax, place: [Step])] = []
    for argument in call.allArguments {
      guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
      finder.stacks = []
      finder.walk(closure.statements)
      for stack in finder.stacks {
        guard let argument = stack.arguments.first(where: { $0.label?.text == "path" }),
          let label = argument.label
        else { continue }
        let place = Self.place(of: stack, in: closure)
        stacks.append((TypeText.compact(argument.expression), label, place))
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
      if node.calleeName == "TabView" && node.modifierName == nil { return .skipChildren }
      if PresentationContent.isPresentationModifier(node) {
        walk(node.calledExpression)
        return .skipChildren
      }
      if node.calleeName == "NavigationStack" && node.modifierName == nil { stacks.append(node) }
      return .visitChildren
    }
  }
}
