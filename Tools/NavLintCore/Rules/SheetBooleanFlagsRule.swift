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
      Counted over a type and its extensions in one file (helper functions included); \
      reported on the second Bool-driven sheet or cover, or on the type's name when they sit \
      in different declarations. Flags computed from one state (`showing(.share)` and \
      `showing(.export)` built from one optional enum) are one source of truth. Not \
      reported: one flag reused, `item:` presentations, alerts, popovers, sheets in \
      different views. Cannot see presentations attached in composed subviews or in \
      extensions in other files.
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
  /// The `isPresented:`-driven sheets and covers of each type, over its declaration and its
  /// extensions in this file, by the type's name, in the order the walk meets the types.
  private var presentations: [String: Presentations] = [:]
  private var owners: [String] = []

  /// The presentations of one type's members (not of nested types').
  private struct Presentations {
    /// The type's declaration and extensions holding them.
    var declarations: [Syntax] = []
    var items: [Item] = []
  }

  /// One presentation: its flag as written, where its name is, the declaration holding it
  /// and the state its flag is computed from.
  private struct Item {
    var flag: String
    var token: TokenSyntax
    var declaration: Syntax
    var expression: ExprSyntax
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
      let (declaration, typeName) = Self.owner(of: node)
    else { return }
    if presentations[typeName] == nil {
      presentations[typeName] = Presentations()
      owners.append(typeName)
    }
    if presentations[typeName]?.declarations.contains(where: { $0.id == declaration.id }) == false {
      presentations[typeName]?.declarations.append(declaration)
    }
    presentations[typeName]?.items.append(
      Item(flag: TypeText.compact(flag), token: token, declaration: declaration, expression: flag))
  }

  public func finish() {
    for owner in owners {
      guard let found = presentations[owner] else { continue }
      report(found, of: owner)
    }
  }

  // MARK: - Sources of truth

  /// The state a flag is computed from: `showsEditor` for `$showsEditor`, `panel` for
  /// `showing(.share)` when the member `showing` builds its `Binding` from `panel`, or the
  /// flag as written when neither can be told.
  private func source(of item: Item, in found: Presentations, typeName: String) -> String {
    var expression = item.expression
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.hasPrefix("$")
    {
      return String(reference.baseName.text.dropFirst())
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      if member.declName.baseName.text.hasPrefix("$") {
        return String(member.declName.baseName.text.dropFirst())
      }
      expression = ExprSyntax(member.declName)
    }
    let stored = storedProperties(of: typeName, in: found)
    var body: Syntax?
    if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
      name == "Binding" || name == "SwiftUI.Binding"
    {
      body = call.argument(labeled: "get").map(Syntax.init)
    } else {
      let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self).flatMap {
          $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            ? $0.declName.baseName.text : nil
        }
      body = name.flatMap { memberBody($0, in: found) }
    }
    guard let body else { return item.flag }
    let names = MemberReferences.names(in: body).filter(stored.contains)
    return names.isEmpty ? item.flag : names.sorted().joined(separator: ", ")
  }

  /// The names of a type's stored properties, from its declarations in this file and the
  /// index.
  private func storedProperties(of typeName: String, in found: Presentations) -> Set<String> {
    var names = Set(context.index.type(named: typeName)?.storedProperties.map(\.name) ?? [])
    for declaration in found.declarations {
      guard let block = Self.memberBlock(of: declaration) else { continue }
      for item in block.members {
        guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.insert(name)
          }
        }
      }
    }
    return names
  }

  /// The body of a function or computed property of the type, from its declarations here.
  private func memberBody(_ name: String, in found: Presentations) -> Syntax? {
    for declaration in found.declarations {
      guard let block = Self.memberBlock(of: declaration) else { continue }
      for item in block.members {
        if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name {
          return function.body.map(Syntax.init)
        }
        if let variable = item.decl.as(VariableDeclSyntax.self),
          let binding = variable.bindings.first(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          })
        {
          return binding.accessorBlock.map(Syntax.init)
        }
      }
    }
    return nil
  }

  private static func memberBlock(of declaration: Syntax) -> MemberBlockSyntax? {
    declaration.as(StructDeclSyntax.self)?.memberBlock
      ?? declaration.as(ClassDeclSyntax.self)?.memberBlock
      ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
  }

  /// The struct, class or extension whose members hold the node, not through a nested
  /// struct, class or enum (an enum's members are not checked).
  ///
  /// - Parameter node: A presentation modifier call.
  /// - Returns: The declaration and its type's name, or `nil` when no such declaration holds
  ///   the node in its members.
  private static func owner(of node: Syntax) -> (Syntax, String)? {
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
      return members.id == child.id ? (parent, name) : nil
    }
    return nil
  }

  private func report(_ found: Presentations, of name: String) {
    let presentations = found.items.sorted { $0.token.position < $1.token.position }
    let sources = presentations.map { source(of: $0, in: found, typeName: name) }
    for (offset, presentation) in presentations.enumerated() {
      let others = presentations.indices.prefix(offset).filter {
        sources[$0] != sources[offset]
          && !Self.areExclusive(presentations[$0].token, presentation.token)
      }
      guard let first = others.first.map({ presentations[$0] }) else { continue }
      // Flags spread over the type and its extensions: the finding is the type's own.
      let anchor =
        first.declaration.id == presentation.declaration.id
        ? presentation.token
        : found.declarations.lazy.compactMap {
          $0.as(StructDeclSyntax.self)?.name ?? $0.as(ClassDeclSyntax.self)?.name
        }.first ?? presentation.token
      context.report(
        "\(name) drives sheets or covers with separate Bool flags (\(first.flag), "
          + "\(presentation.flag)); use one optional enum item with .sheet(item:) so at most one "
          + "is presented",
        at: anchor
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
