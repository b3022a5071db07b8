import SwiftSyntax

/// The `sheet-boolean-flags` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class SheetBooleanFlagsRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "sheet-boolean-flags",
    summary: "A view drives two or more sheets or covers with separate Bool flags.",
    details: """
      Separate `isPresented:` flags can both be true and do not describe one presentation; \
      use one optional enum item with `.sheet(item:)` / `.fullScreenCover(item:)`. \
      Reported on the second Bool-driven sheet or cover of a type. Not reported: one flag \
      reused, `item:` presentations, alerts, popovers, sheets in different views. Cannot \
      see presentations attached in composed subviews.
      """,
    triggeringExamples: [
      """
      struct NoteView: View {
        @State private var showsEditor = false
        @State private var showsShare = false
        var body: some View {
          Text("Note")
            .sheet(isPresented: $showsEditor) { Editor() }
            .1️⃣sheet(isPresented: $showsShare) { ShareView() }
        }
      }
      """,
      """
      struct ReaderView: View {
        @State private var showsSettings = false
        @State private var showsPages = false
        var body: some View {
          Page()
            .fullScreenCover(isPresented: $showsPages) { PageGrid() }
            .toolbar { Button("Settings") { showsSettings = true } }
            .2️⃣sheet(isPresented: $showsSettings) { ReaderSettings() }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      struct NoteView: View {
        enum Sheet: Identifiable { case editor, share; var id: Self { self } }
        @State private var sheet: Sheet?
        @State private var showsHelp = false
        var body: some View {
          Text("Note")
            .sheet(item: $sheet) { sheet in Text("\\(sheet)") }
            .sheet(isPresented: $showsHelp) { Help() }
            .alert("Delete?", isPresented: $confirmsDelete) { Button("Delete") {} }
        }
      }
      """,
      """
      struct A: View {
        @State var shown = false
        var body: some View { Text("a").sheet(isPresented: $shown) { Text("A") } }
      }
      struct B: View {
        @State var shown = false
        var body: some View { Text("b").sheet(isPresented: $shown) { Text("B") } }
      }
      """,
    ]
  )

  private static let modifiers: Set<String> = ["sheet", "fullScreenCover"]
  private let context: LintContext
  /// The `isPresented:`-driven sheets and covers of each struct, class and extension, by
  /// the declaration, in the order the walk meets the declarations.
  private var presentations: [SyntaxIdentifier: Presentations] = [:]
  private var owners: [SyntaxIdentifier] = []

  /// The presentations of one type declaration's members (not of nested types').
  private struct Presentations {
    var typeName: String
    var items: [(flag: String, token: TokenSyntax)] = []
  }

  public init(context: LintContext) {
    self.context = context
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr]

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      let name = context.summary(of: call).modifierName,
      Self.modifiers.contains(name), let flag = call.argument(labeled: "isPresented"),
      let token = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName,
      let (owner, typeName) = Self.owner(of: node)
    else { return }
    if presentations[owner] == nil {
      presentations[owner] = Presentations(typeName: typeName)
      owners.append(owner)
    }
    presentations[owner]?.items.append((TypeText.compact(flag), token))
  }

  public func finish() {
    for owner in owners {
      guard let found = presentations[owner] else { continue }
      report(found.items, of: found.typeName)
    }
  }

  /// The struct, class or extension whose members hold the node, not through a nested
  /// struct, class or enum (an enum's members are not checked).
  ///
  /// - Parameter node: A presentation modifier call.
  /// - Returns: The declaration and its type's name, or `nil` when no such declaration holds
  ///   the node in its members.
  private static func owner(of node: Syntax) -> (SyntaxIdentifier, String)? {
    var child = node
    while let parent = child.parent {
      defer { child = parent }
      let members: MemberBlockSyntax
      let name: String
      if let decl = parent.as(StructDeclSyntax.self) {
        (members, name) = (decl.memberBlock, decl.name.text)
      } else if let decl = parent.as(ClassDeclSyntax.self) {
        (members, name) = (decl.memberBlock, decl.name.text)
      } else if let decl = parent.as(ExtensionDeclSyntax.self) {
        (members, name) = (decl.memberBlock, TypeText.name(of: decl.extendedType))
      } else if parent.is(EnumDeclSyntax.self) {
        return nil
      } else {
        continue
      }
      return members.id == child.id ? (parent.id, name) : nil
    }
    return nil
  }

  private func report(_ items: [(flag: String, token: TokenSyntax)], of name: String) {
    let presentations = items.sorted { $0.token.position < $1.token.position }
    for (offset, presentation) in presentations.enumerated() {
      let others = presentations[..<offset].filter {
        $0.flag != presentation.flag && !Self.areExclusive($0.token, presentation.token)
      }
      guard let first = others.first else { continue }
      context.report(
        "\(name) drives sheets or covers with separate Bool flags (\(first.flag), "
          + "\(presentation.flag)); use one optional enum item with .sheet(item:) so at most one "
          + "is presented",
        at: presentation.token
      )
      return
    }
  }

  /// Whether two nodes sit in different clauses of the same `#if`, so only one is compiled.
  private static func areExclusive(_ first: TokenSyntax, _ second: TokenSyntax) -> Bool {
    func clauses(_ token: TokenSyntax) -> [SyntaxIdentifier: SyntaxIdentifier] {
      var result: [SyntaxIdentifier: SyntaxIdentifier] = [:]
      var node = Syntax(token)
      while let parent = node.parent {
        if let clause = node.as(IfConfigClauseSyntax.self),
          let list = parent.as(IfConfigClauseListSyntax.self)
        {
          result[list.id] = clause.id
        }
        node = parent
      }
      return result
    }
    let a = clauses(first)
    return clauses(second).contains { list, clause in a[list].map { $0 != clause } ?? false }
  }
}
