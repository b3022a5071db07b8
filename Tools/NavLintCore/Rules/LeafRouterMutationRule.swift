import SwiftSyntax

/// The `leaf-router-mutation` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class LeafRouterMutationRule: Rule {
  /// `routerTypes`: the router type names.
  static let routerTypesOption = RuleOption<[String]>(
    "routerTypes", default: nil, "Router type names.",
    defaultDescription: "the types whose path is bound to NavigationStack(path: $x.path)")
  /// `mutatingMethods`: more router methods that mutate navigation.
  static let mutatingMethodsOption = RuleOption<[String]>(
    "mutatingMethods", default: [],
    "More router method names that mutate navigation, such as [\"push\", \"pop\"].")

  public static let documentation = RuleDocumentation(
    id: "leaf-router-mutation",
    summary:
      "Navigation state is mutated outside the view or object that owns the stack (in Hoist: the composition root); emit an intent.",
    details: """
      A router is whatever owns the state a `NavigationStack(path:)` binds, whatever it is \
      called, in any spelling of the binding (`$x.stack`, `self.$x.stack`, \
      `Binding(get: { x.stack }, ...)`); a method of it that changes the bound state, \
      directly or through other methods of its type to any depth, is a mutating method. \
      A class is the router of its subclasses: a base class that stores the state a \
      subclass's stack binds owns it, and the methods it changes it with are mutating \
      methods of every subclass. A protocol is a router when a type conforming to it is, or \
      when a stack binds a property of its type (also a generic parameter constrained to \
      it); a property typed by it reaches the mutating methods of its conforming types and \
      its extensions. A class that stores a NavigationPath no stack binds is no \
      router (its own edits are not reported), nor is a local copy of a path in a function. \
      Test code (under a `Tests` or `*Tests` folder, or importing XCTest or Testing) drives \
      routers directly and is not checked. Hoist's `Router` (`apply`, `send`, `open`, \
      `confirmAlert`, `cancelAlert`, `replaceState`, `restore`, `selectDetent`, \
      `setLayout`) is known in files that import `NavigationRouter`. Mutations are path \
      edits (append, removeLast, removeAll, \
      removeFirst, insert, assignment) on a NavigationPath, on a path bound to \
      NavigationStack(path: $x), on a `@Binding` to an array of a navigation value type, on \
      a router's bound state, and calls of a router's mutating methods, also through member \
      chains of declared types (`session.navigator.open(...)`). Names resolve to the nearest \
      declaration (local, then the enclosing type's members, then file level). Allowed in \
      files matching `compositionRoot` and inside router types and their extensions. \
      Without a configured `compositionRoot`, the types that bind a NavigationStack(path:) \
      and `App` types are the composition root. `routerTypes` and `mutatingMethods` add to \
      what is found. In a project that imports no Hoist module the message says what to do \
      in plain SwiftUI terms. Cannot see types inferred through other files' functions or \
      paths reached through alias variables.
      """,
    options: [
      routerTypesOption.description, mutatingMethodsOption.description,
    ],
    triggeringExamples: [
      """
      struct SeriesRow: View {
        @Environment(AppRouter.self) private var router
        var body: some View {
          Button("Open") { router.path.1️⃣append(SeriesRoute.detail(id: id)) }
        }
      }
      """,
      """
      struct SeriesList: View {
        @Binding var path: NavigationPath
        var body: some View {
          Button("Back to root") { 1️⃣path = NavigationPath() }
          Button("Back") { path.2️⃣removeLast() }
        }
      }
      """,
    ],
    nonTriggeringExamples: [
      """
      struct LibraryTab: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            Button("Back to root") { path = NavigationPath() }
          }
        }
      }
      """,
      """
      struct SeriesRow: View {
        let send: (LibraryIntent) -> Void
        var body: some View {
          Button("Open") { send(.seriesTapped(id: id)) }
        }
      }
      """,
      """
      func label(_ path: String) -> String {
        var path = path
        path.append("/")
        return path
      }
      """,
    ]
  )

  private struct Candidate {
    /// What a finding quotes: `base.method` for a call, `target =` for an assignment.
    enum Quote {
      case call(base: ExprSyntax, method: String)
      case assignment(target: ExprSyntax, operator: ExprSyntax)

      /// The quoted text, built only for a finding (`trimmedDescription` prints a copy of
      /// each node).
      var text: String {
        switch self {
        case .call(let base, let method): "\(base.trimmedDescription).\(method)"
        case .assignment(let target, let op):
          "\(target.trimmedDescription) \(op.trimmedDescription)"
        }
      }
    }

    var anchor: TokenSyntax
    var quote: Quote
    /// The expression naming the variable the mutation starts from (`path`, `self.router`).
    var rootExpression: Syntax
    /// The variable's name.
    var root: String
    /// Whether the root was written `self.name` (a member, never a local).
    var isMember: Bool
    /// The properties followed from the root through declared types: `["navigator"]` for
    /// `session.navigator.open(...)`.
    var chain: [String]
    /// The member of the variable that is edited (`path` in `router.path.append(x)`,
    /// `libraryStack` in `navigator.libraryStack = []`), or `nil` when the variable itself is
    /// edited or `method` is called on it.
    var editedMember: String?
    var method: String?
    /// Names of the types (and extended types) around the mutation, innermost first.
    var enclosingTypes: [String]
  }

  /// The declaration a name resolves to.
  private struct Declaration {
    /// Identifies the declaration: its position in this file, or `Type#name` in another.
    var key: String
    /// The written type (`NavigationPath`, `[Route]`, `Binding<NavigationPath>`), the type
    /// an initializer constructs, or the type of `@Environment(T.self)`.
    var type: String?
    /// Whether the declaration is `@Binding`.
    var isBinding: Bool
    /// Whether it is a variable declared in a function's or closure's body: a local copy,
    /// never a stack.
    var isLocalVariable = false
    /// The simple name of the type whose member it is, when it was found as a member of a
    /// type around the use (`self`'s own state).
    var owner: String?
  }

  private let context: LintContext
  private let index: ProjectIndex
  /// Router types: configured and Hoist's by the names written, found ones by the names
  /// ``TypeScopes`` gives them.
  private let routerTypes: Set<String>
  /// The configured router types (`routerTypes`, the project's), which name the type
  /// whatever its scope.
  private let configuredRouterTypes: Set<String>
  /// What type names mean in this file: its private types and `#if` clauses.
  private let scopes: TypeScopes
  /// Whether router types were configured or found from `$x.path` bindings; without them a
  /// type named `...Router` is taken for one.
  private let knowsRouterTypes: Bool
  private let mutatingMethods: Set<String>
  /// Who owns navigation state in the project (see ``RouterModel``).
  private let model: RouterModel
  /// Whether this file imports Hoist's `NavigationRouter`, whose `Router` is then known.
  private let importsHoistRouter: Bool
  /// Whether the file is test code, which drives routers directly: under a `Tests` or
  /// `*Tests` folder, or importing `XCTest` or `Testing`.
  private let isTestCode: Bool
  /// The member names whose edits may change bound navigation state: `path` and every
  /// property some `NavigationStack(path:)` binds.
  private let editedMemberNames: Set<String>
  /// Declarations of each type in this file, for members declared in another declaration
  /// or extension of the type.
  private var memberBlocks: [String: [MemberBlockSyntax]] = [:]
  /// `$name` arguments of `NavigationStack(path:)`, resolved in ``finish()``.
  private var boundReferences: [DeclReferenceExprSyntax] = []
  /// Types in this file that own a path bound with `NavigationStack(path: $path)`.
  private var localRouterTypes: Set<String> = []
  /// Types in this file that bind any `NavigationStack(path:)`: the inferred composition
  /// root when none is configured.
  private var stackOwnerTypes: Set<String> = []
  private var candidates: [Candidate] = []

  public init(context: LintContext) {
    self.context = context
    self.index = context.index.including(context.file)
    let model = index.routerModel
    let importsHoistRouter = context.file.tree.statements.contains {
      $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == RouterModel.hoistRouterModule
    }
    let known = Set(
      context.options.value(Self.routerTypesOption) ?? Array(context.project.routerTypeNames))
    self.configuredRouterTypes = known
    self.knowsRouterTypes = !known.isEmpty || !model.routerTypes.isEmpty
    self.routerTypes = known.union(model.routerTypes).union(importsHoistRouter ? ["Router"] : [])
    self.mutatingMethods = context.project.routerMutatingMethods
      .union(context.options.value(Self.mutatingMethodsOption) ?? [])
      .union(model.mutatingMethodNames)
      .union(importsHoistRouter ? RouterModel.hoistRouterMethods : [])
    self.model = model
    self.importsHoistRouter = importsHoistRouter
    self.isTestCode = Self.isTestCode(context.file, pathInPackage: context.project.pathInPackage)
    self.editedMemberNames = model.boundPropertyNames.union(["path"])
    self.scopes = TypeScopes(tree: context.file.tree, path: context.file.path)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [
    .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .labeledExpr,
    .functionCallExpr, .exprList,
  ]

  public func visit(_ node: Syntax) {
    guard !context.project.isCompositionRoot, !isTestCode else { return }
    // One look at the kind, then the one cast that fits.
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
      if let name = DeclarationContext.typeName(of: node), let block = Self.memberBlock(of: node) {
        memberBlocks[name, default: []].append(block)
      }
    case .labeledExpr:
      visit(argument: node.cast(LabeledExprSyntax.self))
    case .functionCallExpr:
      visit(call: node.cast(FunctionCallExprSyntax.self))
    case .exprList:
      visit(sequence: node.cast(ExprListSyntax.self))
    default:
      break
    }
  }

  /// `NavigationStack(path: $x)` or `path: $x.path`: the owner of the stack, and the
  /// reference to a bound path.
  private func visit(argument: LabeledExprSyntax) {
    guard argument.label?.text == "path",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      call.calleeName == "NavigationStack",
      let chain = RouterDiscovery.boundChain(argument.expression),
      let owner = Self.enclosingTypes(of: Syntax(argument)).first
    else { return }
    stackOwnerTypes.insert(owner)
    guard chain.count == 1 else { return }
    // `$path` or `self.$path`: the reference names the bound property itself.
    let reference =
      argument.expression.as(DeclReferenceExprSyntax.self)
      ?? argument.expression.as(MemberAccessExprSyntax.self)?.declName
    if let reference, reference.baseName.text.hasPrefix("$") {
      boundReferences.append(reference)
    }
    localRouterTypes.insert(owner)
  }

  /// `base.method(...)`: a path edit, or a router method that mutates navigation.
  private func visit(call: FunctionCallExprSyntax) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return }
    let method = member.declName.baseName
    let methodName = method.text
    // The method first: most calls edit no path, and their root is then never looked for.
    // Only a router method that mutates navigation can be reported (see ``finish()``): other
    // calls (`items.filter`, `flag.toggle()`) are not resolved at all.
    let found: (root: Root, member: String?, method: String?)
    if RouterDiscovery.pathMutations.contains(methodName),
      let (root, member) = Self.pathRoot(base, members: editedMemberNames)
    {
      found = (root, member, nil)
    } else if mutatingMethods.contains(methodName), let root = Self.plainName(base) {
      found = (root, nil, methodName)
    } else {
      return
    }
    candidates.append(
      Candidate(
        anchor: method,
        quote: .call(base: base, method: methodName),
        rootExpression: Syntax(found.root.expression),
        root: found.root.name,
        isMember: found.root.isMember,
        chain: found.root.chain,
        editedMember: found.member,
        method: found.method,
        enclosingTypes: Self.enclosingTypes(of: Syntax(call))
      )
    )
  }

  /// `target = value` (or `+=`, `-=`) in a sequence: an assignment to a path.
  private func visit(sequence: ExprListSyntax) {
    let elements = Array(sequence)
    for (index, element) in elements.enumerated()
    where index + 1 < elements.count && RouterDiscovery.isAssignment(elements[index + 1]) {
      guard let (root, member) = Self.pathRoot(element, members: editedMemberNames) else {
        continue
      }
      guard let anchor = element.firstToken(viewMode: .sourceAccurate) else { continue }
      candidates.append(
        Candidate(
          anchor: anchor,
          quote: .assignment(target: element, operator: elements[index + 1]),
          rootExpression: Syntax(root.expression),
          root: root.name,
          isMember: root.isMember,
          chain: root.chain,
          editedMember: member,
          method: nil,
          enclosingTypes: Self.enclosingTypes(of: Syntax(sequence))
        )
      )
    }
  }

  public func finish() {
    guard !context.project.isCompositionRoot, !isTestCode else { return }
    let boundKeys = Set(
      boundReferences.compactMap { reference in
        resolve(String(reference.baseName.text.dropFirst()), from: Syntax(reference))?.key
      })
    for candidate in candidates
    where !isAllowed(candidate.enclosingTypes, at: candidate.rootExpression) {
      var declaration = resolve(
        candidate.root, from: candidate.rootExpression, membersOnly: candidate.isMember)
      for name in candidate.chain {
        declaration = declaration.flatMap { property(name, of: $0) }
      }
      if !candidate.chain.isEmpty && declaration == nil { continue }
      let isRouter = isRouterVariable(
        candidate.chain.last ?? candidate.root, declaration, at: candidate.rootExpression)
      let type = declaration?.type.map(Self.baseTypeName).map {
        let written = Self.genericConstraint(of: $0, around: candidate.rootExpression) ?? $0
        return scopes.scopedName(written, at: candidate.rootExpression)
      }
      let mutates: Bool
      if let method = candidate.method {
        // Hoist's `Router` is driven directly by tests and tools; only a view may not.
        let hoist = importsHoistRouter && isInsideView(candidate.enclosingTypes)
        mutates =
          (isRouter && context.project.routerMutatingMethods.contains(method))
          || (isRouter
            && (context.options.value(Self.mutatingMethodsOption) ?? []).contains(method))
          || type.map { model.isMutating(method, of: $0, importsHoistRouter: hoist) } == true
      } else if let member = candidate.editedMember {
        mutates =
          (member == "path" && isRouter) || type.map { model.isBound(member, of: $0) } == true
      } else {
        mutates =
          declaration.map {
            boundKeys.contains($0.key)
              || (!$0.isLocalVariable && !isOwnUnboundState($0) && isNavigationPath($0))
          } ?? false
      }
      guard mutates else { continue }
      context.report(message(candidate.quote.text), at: candidate.anchor)
    }
  }

  /// The constraint of a generic parameter named `name` of a declaration around `node`:
  /// a property typed `R` in `struct Screen<R: AppRouting>` is an `AppRouting`.
  private static func genericConstraint(of name: String, around node: Syntax) -> String? {
    guard name.first?.isUppercase == true else { return nil }
    var parent = node.parent
    while let current = parent {
      if let constraint = RouterDiscovery.genericConstraint(of: name, in: current) {
        return constraint
      }
      parent = current.parent
    }
    return nil
  }

  /// Whether a declaration is a stored path of the object using it, which no stack binds
  /// (bound state makes its owner a router, whose code is allowed): a type other than a
  /// view that keeps a `NavigationPath` of its own (to save, restore or compare) is no
  /// router, and editing it changes no stack. A stored `Binding` is another owner's state.
  private func isOwnUnboundState(_ declaration: Declaration) -> Bool {
    guard let owner = declaration.owner, !declaration.isBinding,
      declaration.type?.hasPrefix("Binding<") != true,
      declaration.type?.hasPrefix("SwiftUI.Binding<") != true
    else { return false }
    return index.type(named: owner)?.isView == false
  }

  /// Whether a file is test code: a folder of its path (within its package when it has
  /// one) is named `Tests` or ends in `Tests`, or it imports `XCTest` or `Testing`.
  private static func isTestCode(_ file: SourceFile, pathInPackage: String?) -> Bool {
    let folders = (pathInPackage ?? file.path).split(separator: "/").dropLast()
    if folders.contains(where: { $0.hasSuffix("Tests") }) { return true }
    return file.tree.statements.contains {
      guard let module = $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text else {
        return false
      }
      return module == "XCTest" || module == "Testing"
    }
  }

  /// Whether the innermost enclosing type is a SwiftUI view.
  private func isInsideView(_ enclosingTypes: [String]) -> Bool {
    guard let name = enclosingTypes.first else { return false }
    return index.type(named: name)?.isView == true
  }

  /// The finding's text: in a project that uses Hoist, emit an intent; elsewhere, in plain
  /// SwiftUI terms.
  private func message(_ quote: String) -> String {
    if model.usesHoist || importsHoistRouter {
      return
        "'\(quote)' mutates navigation state outside the composition root; emit an intent instead"
    }
    return "'\(quote)' changes a navigation stack outside the view or object that owns it; move "
      + "the change to the view or object that owns the stack"
  }

  /// Whether code inside these types may mutate navigation: a router type, a type that owns
  /// a bound path, and, when no composition root is configured, a type that binds a
  /// `NavigationStack(path:)` or conforms to `App`.
  private func isAllowed(_ enclosingTypes: [String], at node: Syntax) -> Bool {
    enclosingTypes.contains { name in
      if configuredRouterTypes.contains(name)
        || routerTypes.contains(scopes.scopedName(name, at: node))
      {
        return true
      }
      if localRouterTypes.contains(name) { return true }
      guard !context.project.hasConfiguredCompositionRoot else { return false }
      return stackOwnerTypes.contains(name) || index.type(named: name)?.inherits(["App"]) == true
    }
  }

  // MARK: - Resolution

  private func isRouterVariable(_ name: String, _ declaration: Declaration?, at node: Syntax)
    -> Bool
  {
    if let type = declaration?.type {
      let base = Self.baseTypeName(type)
      return configuredRouterTypes.contains(base)
        || routerTypes.contains(scopes.scopedName(base, at: node))
        || (!knowsRouterTypes && base.hasSuffix("Router"))
    }
    return name == "router" || name.hasSuffix("Router")
  }

  /// A declared `NavigationPath` (also through `Binding<...>`), or a `@Binding` to an array
  /// of a type used as a navigation value in any linted file.
  private func isNavigationPath(_ declaration: Declaration) -> Bool {
    guard var type = declaration.type else { return false }
    var isBinding = declaration.isBinding
    for prefix in ["inout ", "SwiftUI.Binding<", "Binding<"] where type.hasPrefix(prefix) {
      type = String(type.dropFirst(prefix.count))
      if prefix.hasSuffix("<") {
        isBinding = true
        if type.hasSuffix(">") { type = String(type.dropLast()) }
      }
    }
    if Self.baseTypeName(type) == "NavigationPath" { return true }
    guard isBinding, type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else {
      return false
    }
    let element = String(type.dropFirst().dropLast())
    guard let info = index.type(named: element) else { return false }
    return index.routeTypes[info.qualifiedName] != nil
  }

  /// The declaration `name` refers to at `node`: the nearest local (a variable declared
  /// before it in an enclosing block, a parameter of an enclosing function or closure, a
  /// loop or `if let` variable), then a member of the enclosing type (any declaration or
  /// extension of it in this file, or its stored properties in another linted file), then
  /// a file-level variable.
  private func resolve(_ name: String, from node: Syntax, membersOnly: Bool = false)
    -> Declaration?
  {
    var child = node
    while let parent = child.parent {
      defer { child = parent }
      if let typeName = DeclarationContext.typeName(of: parent),
        Self.memberBlock(of: parent) != nil
      {
        if let found = member(name, of: typeName, declaredIn: parent) { return found }
        continue
      }
      if membersOnly { continue }
      if let found = Self.local(name, in: parent, before: child) { return found }
      if parent.kind == .sourceFile, let file = parent.as(SourceFileSyntax.self) {
        for item in file.statements {
          if let variable = item.item.as(VariableDeclSyntax.self),
            let found = Self.declaration(name, in: variable)
          {
            return found
          }
        }
      }
    }
    return nil
  }

  private func member(_ name: String, of typeName: String, declaredIn decl: Syntax)
    -> Declaration?
  {
    var blocks = Self.memberBlock(of: decl).map { [$0] } ?? []
    blocks += memberBlocks[typeName] ?? []
    for block in blocks {
      for item in block.members {
        if let variable = item.decl.as(VariableDeclSyntax.self),
          var found = Self.declaration(name, in: variable)
        {
          found.owner = typeName
          return found
        }
      }
    }
    let qualified = DeclarationContext.enclosingTypeName(of: decl).map { $0 + "." + typeName }
    guard let info = index.type(named: qualified ?? typeName) ?? index.type(named: typeName),
      let property = info.storedProperty(name)
    else { return nil }
    return Declaration(
      key: ProjectIndex.memberKey(info.qualifiedName, name),
      type: property.type.flatMap(Self.text(of:)),
      isBinding: property.attributes.contains("Binding"),
      owner: typeName
    )
  }

  /// A declaration made by `parent` and visible to `child`, one of its children.
  private static func local(_ name: String, in parent: Syntax, before child: Syntax)
    -> Declaration?
  {
    // One look at the kind first: most ancestors (calls, arguments, expressions) declare
    // nothing, and each cast below would fail for them.
    switch parent.kind {
    case .codeBlockItemList, .ifExpr, .whileStmt, .forStmt, .closureExpr, .functionDecl,
      .initializerDecl, .subscriptDecl:
      break
    default:
      return nil
    }
    if let items = parent.as(CodeBlockItemListSyntax.self) {
      var found: Declaration?
      for item in items where item.endPosition <= child.position {
        if let variable = item.item.as(VariableDeclSyntax.self) {
          var local = declaration(name, in: variable)
          local?.isLocalVariable = isInBody(items)
          found = local ?? found
        } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
          found = declaration(name, in: guardStmt.conditions) ?? found
        }
      }
      return found
    }
    if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
      return declaration(name, in: ifExpr.conditions)
    }
    if let whileStmt = parent.as(WhileStmtSyntax.self), whileStmt.body.id == child.id {
      return declaration(name, in: whileStmt.conditions)
    }
    if let forStmt = parent.as(ForStmtSyntax.self), forStmt.body.id == child.id,
      names(in: forStmt.pattern).contains(name)
    {
      return Declaration(key: key(forStmt.pattern), type: nil, isBinding: false)
    }
    if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
      switch signature.parameterClause {
      case .simpleInput(let list):
        for parameter in list where parameter.name.text == name {
          return Declaration(key: key(parameter), type: nil, isBinding: false)
        }
      case .parameterClause(let clause):
        for parameter in clause.parameters
        where (parameter.secondName ?? parameter.firstName).text == name {
          return Declaration(
            key: key(parameter), type: parameter.type?.trimmedDescription, isBinding: false)
        }
      default:
        break
      }
      return nil
    }
    let parameters: FunctionParameterListSyntax? =
      parent.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
      ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      ?? parent.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
    for parameter in parameters ?? []
    where (parameter.secondName ?? parameter.firstName).text == name {
      return Declaration(
        key: key(parameter), type: parameter.type.trimmedDescription, isBinding: false)
    }
    return nil
  }

  /// Whether a statement list is (inside) a function's, initializer's, accessor's or
  /// closure's body, not a file's top level.
  private static func isInBody(_ items: CodeBlockItemListSyntax) -> Bool {
    items.parent?.kind != .sourceFile
  }

  private static func declaration(_ name: String, in variable: VariableDeclSyntax) -> Declaration? {
    for binding in variable.bindings {
      guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else {
        continue
      }
      let isBinding = variable.attributes.contains {
        $0.as(AttributeSyntax.self).map { TypeText.trimmedText($0.attributeName) } == "Binding"
      }
      let type =
        binding.typeAnnotation.map { TypeText.trimmedText($0.type) }
        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).map {
          TypeText.trimmedText($0.calledExpression)
        }
        ?? RouterDiscovery.environmentType(variable.attributes)
      return Declaration(key: key(binding), type: type, isBinding: isBinding)
    }
    return nil
  }

  private static func declaration(_ name: String, in conditions: ConditionElementListSyntax)
    -> Declaration?
  {
    var found: Declaration?
    for condition in conditions {
      guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      else { continue }
      found = Declaration(
        key: key(binding), type: binding.typeAnnotation?.type.trimmedDescription, isBinding: false)
    }
    return found
  }

  private static func names(in pattern: PatternSyntax) -> [String] {
    pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
      if case .identifier(let text) = token.tokenKind { return text }
      return nil
    }
  }

  private static func key(_ node: some SyntaxProtocol) -> String {
    "@\(node.position.utf8Offset)"
  }

  private static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
    switch node.kind {
    case .structDecl: node.cast(StructDeclSyntax.self).memberBlock
    case .classDecl: node.cast(ClassDeclSyntax.self).memberBlock
    case .actorDecl: node.cast(ActorDeclSyntax.self).memberBlock
    case .enumDecl: node.cast(EnumDeclSyntax.self).memberBlock
    case .extensionDecl: node.cast(ExtensionDeclSyntax.self).memberBlock
    default: nil
    }
  }

  /// The written form of an indexed type, as far as path resolution needs it.
  private static func text(of shape: TypeShape) -> String? {
    switch shape {
    case .named(let name, let arguments):
      guard !arguments.isEmpty else { return name }
      let inner = arguments.compactMap(text(of:))
      return "\(name)<\(inner.joined(separator: ", "))>"
    case .collection(let element): return text(of: element).map { "[\($0)]" }
    case .optional(let wrapped): return text(of: wrapped).map { $0 + "?" }
    default: return nil
    }
  }

  private typealias Root = (name: String, isMember: Bool, expression: ExprSyntax, chain: [String])

  /// `path` -> ("path", nil); `self.path` -> ("path", nil); `router.path` ->
  /// ("router", "path"); `self.router.path` -> ("router", "path"); `session.navigator.path`
  /// -> ("session" then "navigator", "path"); `navigator.libraryStack` -> ("navigator",
  /// "libraryStack") when `libraryStack` is one of `members`.
  private static func pathRoot(_ expression: ExprSyntax, members: Set<String>) -> (Root, String?)? {
    if let member = expression.as(MemberAccessExprSyntax.self),
      case let name = member.declName.baseName.text, members.contains(name),
      let base = member.base, let root = plainName(base)
    {
      return (root, name)
    }
    if let root = plainName(expression), root.chain.isEmpty { return (root, nil) }
    return nil
  }

  /// `name`, `self.name`, or a member chain from either, `name.a.b` (the chain `["a", "b"]`
  /// is followed through declared types).
  private static func plainName(_ expression: ExprSyntax) -> Root? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind != .keyword(.self)
    {
      return (reference.baseName.text, false, expression, [])
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.argumentNames == nil
    else { return nil }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return (member.declName.baseName.text, true, expression, [])
    }
    guard var root = plainName(base) else { return nil }
    root.chain.append(member.declName.baseName.text)
    return root
  }

  /// The declaration of a stored property of a declaration's type, from the index.
  private func property(_ name: String, of declaration: Declaration) -> Declaration? {
    guard let type = declaration.type,
      let info = index.type(named: Self.baseTypeName(type)),
      let property = info.storedProperty(name)
    else { return nil }
    return Declaration(
      key: ProjectIndex.memberKey(info.qualifiedName, name),
      type: property.type.flatMap(Self.text(of:)),
      isBinding: property.attributes.contains("Binding")
    )
  }

  private static func baseTypeName(_ type: String) -> String {
    // `inout NavigationPath`, `@escaping ...`: the type is the last word before generics.
    let beforeGenerics = type.split(separator: "<", maxSplits: 1).first ?? Substring(type)
    var name = beforeGenerics.split(separator: " ").last ?? beforeGenerics
    while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
    return String(name.split(separator: ".").last ?? name)
  }

  private static func enclosingTypes(of node: Syntax) -> [String] {
    var names: [String] = []
    var parent = node.parent
    while let current = parent {
      let name: String?
      switch current.kind {
      case .classDecl: name = current.cast(ClassDeclSyntax.self).name.text
      case .structDecl: name = current.cast(StructDeclSyntax.self).name.text
      case .actorDecl: name = current.cast(ActorDeclSyntax.self).name.text
      case .enumDecl: name = current.cast(EnumDeclSyntax.self).name.text
      case .extensionDecl:
        name = RouterDiscovery.typeName(current.cast(ExtensionDeclSyntax.self).extendedType)
      default: name = nil
      }
      if let name { names.append(name) }
      parent = current.parent
    }
    return names
  }
}
