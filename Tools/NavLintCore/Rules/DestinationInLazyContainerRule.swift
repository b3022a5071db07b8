import SwiftSyntax

/// `destination-in-lazy-container`: `navigationDestination` attached inside a lazy
/// container's content.
///
/// A destination modifier inside List or ForEach rows, Form rows, a lazy stack or grid, or a
/// `.page`-style TabView is registered only while that row is loaded: scroll it away and
/// pushing its value shows nothing (SwiftUI logs "A navigationDestination for … was declared
/// earlier on the stack" or finds none), and every row registers it again. Attach it to the
/// container itself, or higher, once. Reported on the `navigationDestination` name for the
/// `for:`, `isPresented:` and `item:` forms.
///
/// Not reported: the modifier attached to the container (`List { ... }
/// .navigationDestination(for: ...)`), inside a non-lazy `VStack`, a non-page TabView, or
/// inside `.sheet` / `.fullScreenCover` / `.popover` / `.inspector` content (a new hierarchy).
///
/// Triggers:
/// ```swift
/// List(series) { item in
///   Row(item).navigationDestination(for: Series.ID.self) { SeriesView(id: $0) }
/// }
/// ```
/// Does not trigger:
/// ```swift
/// List(series) { item in Row(item) }
///   .navigationDestination(for: Series.ID.self) { SeriesView(id: $0) }
/// ```
///
/// A custom view (from any linted file) shown in place in lazy content (`List { Row() }`)
/// counts as lazy content too; a view only pushed from a row (a link's destination) does not.
///
/// Cannot see: a lazy container wrapped in a custom view that receives the rows as generic
/// content.
public final class DestinationInLazyContainerRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "destination-in-lazy-container",
    summary: "`navigationDestination` attached inside List, ForEach, Form or lazy stack content.",
    details: """
      Destinations declared inside lazy content are registered only while the row is \
      loaded, and once per row: pushes can find no destination after scrolling. Attach \
      `navigationDestination(for:)` (and the `isPresented:` / `item:` forms) to the \
      container or higher. Lazy containers: List, ForEach, Form, LazyVStack, LazyHStack, \
      LazyVGrid, LazyHGrid, a `.page`-style TabView, and custom row views (from any linted \
      file) shown in that content. Cannot see rows passed through generic content.
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

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      call.modifierName == "navigationDestination",
      call.arguments.contains(where: { Self.forms.contains($0.label?.text ?? "") }),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
    else { return }
    if let container = LazyContainer.enclosing(call) {
      let place = container.name == "TabView" ? "a page-style TabView" : container.name
      context.report(
        "navigationDestination inside \(place) content is registered per row and only while "
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
      "navigationDestination in \(type.name), which is shown in \(origin), is registered per "
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
