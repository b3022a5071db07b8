import NavLintCore
import TestSupport
import Testing

/// Cases 01, 02 and 09 of the real-app reproductions: value-based links declared by the
/// project or a dependency are not destination-based, and their closures are labels.
struct NavigationLinkExtensionCaseTests {
  private static let shelfExtension = """
    enum LibraryRoute: Hashable { case shelf(id: Int) }

    extension NavigationLink where Destination == Never {
      init(_ route: LibraryRoute, @ViewBuilder label: () -> Label) {
        self.init(value: route, label: label)
      }
    }

    """

  private static let plainButtonMessage =
    "plain button style inside a NavigationLink label swallows the link's tap; use "
    + ".buttonStyle(.borderless)"

  private static let destinationMessage =
    "destination-based NavigationLink; use NavigationLink(value:) with "
    + "navigationDestination(for:) so the stack's path drives navigation"

  @Test func projectValueExtensionWithImplicitMemberIsNoDestination() {
    assertLint(
      NavLinkDestinationRule.self,
      Self.shelfExtension + """
        struct ShelfRow: View {
          var body: some View {
            NavigationLink(.shelf(id: 7)) { Text("Shelf seven") }
            NavigationLink(LibraryRoute.shelf(id: 8)) { Text("Shelf eight") }
          }
        }
        """,
      findings: [])
  }

  @Test func titleStringWithClosureIsStillADestination() {
    assertLint(
      NavLinkDestinationRule.self,
      Self.shelfExtension + """
        struct ShelfRow: View {
          let title: String
          var body: some View {
            1️⃣NavigationLink("Shelf") { ShelfView() }
            2️⃣NavigationLink(title) { ShelfView() }
            3️⃣NavigationLink(Strings.shelf) { ShelfView() }
          }
        }
        """,
      findings: [
        FindingSpec("1️⃣", message: Self.destinationMessage),
        FindingSpec("2️⃣", message: Self.destinationMessage),
        FindingSpec("3️⃣", message: Self.destinationMessage),
      ])
  }

  @Test func plainButtonInLabelOfProjectValueLinkIsFound() {
    assertLint(
      NavLinkPlainButtonRule.self,
      Self.shelfExtension + """
        struct ShelfRow: View {
          var body: some View {
            NavigationLink(.shelf(id: 7)) {
              HStack {
                Text("Shelf seven")
                Button("Pin") {}.1️⃣buttonStyle(.plain)
              }
            }
          }
        }
        """,
      findings: [FindingSpec("1️⃣", message: Self.plainButtonMessage)])
  }

  @Test func plainButtonInDestinationOfTitleLinkIsNotInALabel() {
    assertLint(
      NavLinkPlainButtonRule.self,
      Self.shelfExtension + """
        struct ShelfRow: View {
          var body: some View {
            NavigationLink("Shelf") { Button("Pin") {}.buttonStyle(.plain) }
          }
        }
        """,
      findings: [])
  }

  @Test func labelNoSwiftUIInitializerHasIsValueBased() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      import StackKit
      struct Step: Hashable { var number = 1 }
      struct Wizard: View {
        var body: some View {
          NavigationLink(state: Step(number: 2)) { Text("Next step") }
          NavigationLink(route: .next, badge: 2) { Text("Next") }
        }
      }
      """,
      findings: [])
  }

  @Test func foreignLabelLinkShowsItsClosureAsALabel() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Wizard: View {
        var body: some View {
          NavigationLink(state: Step(number: 2)) {
            Button("Skip") {}.1️⃣buttonStyle(PlainButtonStyle())
          }
        }
      }
      """,
      findings: [FindingSpec("1️⃣", message: Self.plainButtonMessage)])
  }

  @Test func swiftUILabelsKeepTheirMeaning() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      let a = 1️⃣NavigationLink(destination: Detail()) { Text("a") }
      let b = 2️⃣NavigationLink { Detail() } label: { Text("b") }
      let c = NavigationLink(value: 1) { Text("c") }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.destinationMessage),
        FindingSpec("2️⃣", message: Self.destinationMessage),
      ])
  }

  @Test func labelInAnotherFileIsFollowedThroughAProjectValueLink() {
    let files = [
      "Links.swift": Self.shelfExtension,
      "Row.swift": """
      struct PinRow: View {
        var body: some View { Button("Pin") {}.buttonStyle(.plain) }
      }
      """,
      "List.swift": """
      struct Shelves: View {
        var body: some View { NavigationLink(LibraryRoute.shelf(id: 1)) { PinRow() } }
      }
      """,
    ]
    let index = ProjectIndex(
      files: files.keys.sorted().map {
        FileIndex(tree: SourceFile(path: $0, text: files[$0] ?? "").tree, path: $0)
      })
    let findings = lint(
      NavLinkPlainButtonRule.self, files["Row.swift"] ?? "", path: "Row.swift", index: index)
    #expect(
      findings.map(\.message) == [
        "plain button style in PinRow (shown in the NavigationLink label at List.swift:2) "
          + "swallows the link's tap; use .buttonStyle(.borderless)"
      ])
  }

  @Test func projectExtensionForwardingToIsActiveIsDestinationBased() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      extension NavigationLink {
        init<Enum, Case, Wrapped>(
          unwrapping route: Binding<Enum?>, case path: CaseKeyPath<Enum, Case>,
          @ViewBuilder destination: @escaping (Binding<Case>) -> Wrapped
        ) where Destination == Wrapped?, Label == Text {
          self.init("", destination: Binding(unwrapping: route).map(destination), isActive: .init(route))
        }
      }
      struct Home: View {
        var body: some View {
          1️⃣NavigationLink(unwrapping: $route, case: \\.detail) { route in Detail(route) }
        }
      }
      """,
      findings: [FindingSpec(message: Self.destinationMessage)])
  }

  @Test func dependencyLinkWithAParameterizedClosureShowsNoLabel() {
    assertLint(
      NavLinkPlainButtonRule.self,
      """
      struct Home: View {
        var body: some View {
          NavigationLink(unwrapping: $route, case: \\.detail) { route in
            Button("Pin") {}.buttonStyle(.plain)
          }
          NavigationLink(unwrapping: $route, case: \\.detail) { route in Detail(route) } label: {
            Button("Pin") {}.1️⃣buttonStyle(.plain)
          }
        }
      }
      """,
      findings: [FindingSpec(message: Self.plainButtonMessage)])
  }
}
