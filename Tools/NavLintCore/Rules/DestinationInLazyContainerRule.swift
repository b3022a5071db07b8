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
/// inside `.sheet` / `.fullScreenCover` / `.popover` content (a new hierarchy).
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
/// Cannot see: a custom row view whose own body attaches the modifier when it is used inside
/// a lazy container, or a lazy container wrapped in a custom view.
public final class DestinationInLazyContainerRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "destination-in-lazy-container",
    summary: "`navigationDestination` attached inside List, ForEach, Form or lazy stack content.",
    details: """
      Destinations declared inside lazy content are registered only while the row is \
      loaded, and once per row: pushes can find no destination after scrolling. Attach \
      `navigationDestination(for:)` (and the `isPresented:` / `item:` forms) to the \
      container or higher. Lazy containers: List, ForEach, Form, LazyVStack, LazyHStack, \
      LazyVGrid, LazyHGrid, a `.page`-style TabView. Cannot see a custom row view that \
      attaches the modifier in its own body.
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

  public init(context: LintContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      call.modifierName == "navigationDestination",
      call.arguments.contains(where: { Self.forms.contains($0.label?.text ?? "") }),
      let container = LazyContainer.enclosing(call),
      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
    else { return }
    let place = container.name == "TabView" ? "a page-style TabView" : container.name
    context.report(
      "navigationDestination inside \(place) content is registered per row and only while the "
        + "row is loaded; attach it to the container or higher",
      at: name
    )
  }
}
