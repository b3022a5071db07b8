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

  public init(context: LintContext) {
    self.context = context
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.structDecl, .classDecl, .extensionDecl]

  public func visit(_ node: Syntax) {
    let members: MemberBlockSyntax
    let name: String
    if let decl = node.as(StructDeclSyntax.self) {
      (members, name) = (decl.memberBlock, decl.name.text)
    } else if let decl = node.as(ClassDeclSyntax.self) {
      (members, name) = (decl.memberBlock, decl.name.text)
    } else if let decl = node.as(ExtensionDeclSyntax.self) {
      (members, name) = (decl.memberBlock, TypeText.name(of: decl.extendedType))
    } else {
      return
    }
    let finder = PresentationFinder(viewMode: .sourceAccurate)
    for item in members.members { finder.walk(item.decl) }
    let presentations = finder.presentations.sorted { $0.token.position < $1.token.position }
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

  /// Collects `isPresented:`-driven sheets and covers of one type's members, not of nested
  /// types.
  private final class PresentationFinder: SyntaxVisitor {
    var presentations: [(flag: String, token: TokenSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.modifierName, SheetBooleanFlagsRule.modifiers.contains(name),
        let flag = node.argument(labeled: "isPresented"),
        let token = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
      {
        presentations.append((TypeText.compact(flag), token))
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
