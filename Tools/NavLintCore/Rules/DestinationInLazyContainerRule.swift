import SwiftSyntax

/// The `destination-in-lazy-container` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class DestinationInLazyContainerRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "destination-in-lazy-container",
    summary:
      "`navigationDestination` attached inside List, Form, lazy stack or grid content (ForEach rows included).",
    details: """
      Destinations declared inside lazy content are registered only while the row is \
      loaded, and once per row: pushes can find no destination after scrolling. Attach \
      `navigationDestination(for:)` (and the `isPresented:` / `item:` forms) to the \
      container or higher. Lazy containers: List, Form, LazyVStack, LazyHStack, LazyVGrid, \
      LazyHGrid, OutlineGroup, a `.page`-style TabView, a ForEach or Section inside them, \
      and custom row views (from any linted file) shown in place in that content (not a \
      view only pushed from a row). Not lazy: a ForEach inside a TabView (its tabs), \
      HStack, VStack, Group, toolbar or menu, and anything inside a NavigationStack in the \
      row (a new stack's root content, also through a row view that owns a stack), or \
      inside `.sheet` / `.fullScreenCover` / `.popover` / `.inspector` content. A project \
      `extension View` method whose body attaches a navigationDestination \
      (`.withAppRouter()`) counts as one. Cannot see rows passed through generic content.
      """,
    triggeringExamples: [
      """
      List(series) { item in
        NavigationLink(value: item.id) { Text(item.title) }
          .1️⃣navigationDestination(for: Series.ID.self) { id in SeriesView(id: id) }
      }
      """,
      """
      ScrollView {
        LazyVStack {
          ForEach(notes) { note in
            Row(note).2️⃣navigationDestination(isPresented: $showsNote) { NoteView(note) }
          }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      List(series) { item in
        NavigationLink(value: item.id) { Text(item.title) }
      }
      .navigationDestination(for: Series.ID.self) { id in SeriesView(id: id) }
      """,
      """
      VStack {
        Text("Home").navigationDestination(item: $selected) { id in SeriesView(id: id) }
      }
      """,
    ]
  )

  private static let forms: Set<String> = ["for", "isPresented", "item"]
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
      let modifier = context.summary(of: call).modifierName,
      modifier == "navigationDestination"
        && call.arguments.contains(where: { Self.forms.contains($0.label?.text ?? "") })
        || index.destinationWrappers.contains(modifier),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
    else { return }
    let what =
      modifier == "navigationDestination"
      ? "navigationDestination" : "\(modifier)(), which attaches a navigationDestination,"
    if let container = LazyContainer.enclosing(call) {
      let place = container.name == "TabView" ? "a page-style TabView" : container.name
      context.report(
        "\(what) inside \(place) content is registered per row and only while "
          + "the row is loaded; attach it to the container or higher",
        at: name
      )
      return
    }
    guard PresentationContent.enclosing(call) == nil, !Self.isInPushedDestination(call),
      let typeName = DeclarationContext.enclosingTypeName(of: call),
      let type = index.type(named: typeName),
      let member = DeclarationContext.enclosingMember(of: call),
      let origin = index.lazyMembers[ProjectIndex.memberKey(type.qualifiedName, member)]
    else { return }
    context.report(
      "\(what) in \(type.name), which is shown in \(origin), is registered per "
        + "row and only while the row is loaded; attach it to the container or higher",
      at: name
    )
  }

  /// Whether the call builds a pushed screen inside its member: a link's destination or a
  /// `navigationDestination` closure, which are not part of the row.
  private static func isInPushedDestination(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let parent = current {
      if parent.endsViewScope { return false }
      if let outer = parent.as(FunctionCallExprSyntax.self),
        let argument = outer.argument(containing: call)
      {
        if let link = NavigationLinkCall(outer), link.destinationContains(call) { return true }
        if outer.modifierName == "navigationDestination",
          argument.expression.is(ClosureExprSyntax.self)
        {
          return true
        }
      }
      current = parent.parent
    }
    return false
  }
}
