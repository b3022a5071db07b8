import SwiftSyntax

/// Collects the ``FileIndex`` facts of one file in one walk.
final class IndexCollector: SyntaxVisitor {
  let path: String
  let converter: SourceLocationConverter
  private(set) var types: [TypeInfo] = []
  private(set) var extensions: [FileIndex.Extension] = []
  private(set) var aliases: [FileIndex.Alias] = []
  private(set) var navigationLinkInits: [NavigationLinkExtensionInit] = []
  private(set) var labels: [FileIndex.ContentReference] = []
  private(set) var lazyContents: [FileIndex.ContentReference] = []
  private(set) var navigationValues: [NavigationValueUse] = []
  private(set) var destinationWrappers: [String] = []
  private(set) var freeViewFunctions: [TypeInfo.ViewMember] = []
  private var scope: [String] = []
  /// What the file's type names mean (private types, `#if` clauses), for the router facts.
  var scopes = TypeScopes()
  /// Router facts, gathered in the same walk (see ``RouterDiscovery``).
  let routers = RouterDiscovery.Collector(viewMode: .sourceAccurate)
  /// The identifiers used as references or type names outside `#Preview` and
  /// `PreviewProvider` code: ``PreviewCode/namesUsedOutsidePreviews(_:)``, in the same walk.
  private(set) var namesUsedOutsidePreviews: Set<String> = []
  /// The macro expansion or `PreviewProvider` type being walked: no preview root is looked
  /// for inside one, as ``PreviewCode`` does not look.
  private var previewSearchStop: SyntaxIdentifier?
  /// Whether the walk is inside a `#Preview` body or a `PreviewProvider` type.
  private var isInsidePreview = false

  init(path: String, converter: SourceLocationConverter) {
    self.path = path
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private var context: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }

  /// The line of a call's name: the modifier's name for `base.modifier(...)`, whose
  /// expression starts at its base.
  private func line(of call: FunctionCallExprSyntax) -> Int {
    let anchor =
      call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
      ?? Syntax(call)
    return converter.location(for: anchor.positionAfterSkippingLeadingTrivia).line
  }

  // MARK: - Routers

  /// The function bodies the walk is inside, outermost first: where each starts, and whether
  /// a mutated `path` was met in it. The walk answers ``RouterDiscovery/mutatesPath(_:)``
  /// for the router facts this way, without a second pass over each body's tokens.
  private var openBodies: [(start: AbsolutePosition, mutates: Bool)] = []
  /// The methods of types being walked, innermost last: what each changes and calls.
  private var openMethods: [RouterFacts.Method] = []
  /// What the walk learns about navigation owners (see ``RouterModel``).
  private(set) var routerFacts = RouterFacts()

  /// The simple name of the innermost type being walked.
  private var innermostType: String? {
    scope.last.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if scope.isEmpty, openBodies.isEmpty, let body = node.body,
      buildsView(node.signature.returnClause?.type, node.attributes),
      !freeViewFunctions.contains(where: { $0.name == node.name.text })
    {
      freeViewFunctions.append(
        TypeInfo.ViewMember(
          name: node.name.text, isFunction: true, facts: ViewFactsCollector.facts(of: body)))
    }
    if let body = node.body {
      openBodies.append((body.position, false))
      if let type = innermostType {
        openMethods.append(
          RouterFacts.Method(
            type: scopes.scopedName(type, at: node), name: node.name.text, changed: [],
            calls: []))
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    guard node.body != nil, let body = openBodies.popLast() else { return }
    if body.mutates { routers.notePathMutatingMethod(node) }
    guard innermostType != nil, var method = openMethods.popLast() else { return }
    guard !method.changed.isEmpty || !method.calls.isEmpty else { return }
    method.changed = Array(Set(method.changed)).sorted { $0.lexicographicallyPrecedes($1) }
    method.calls = Array(Set(method.calls)).sorted()
    routerFacts.methods.append(method)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text, !routerFacts.imports.contains(module) {
      routerFacts.imports.append(module)
      routerFacts.imports.sort()
    }
    return .skipChildren
  }

  /// Marks the open bodies that hold a reference when it is a mutated `path`, and records
  /// the property chain of `self` it changes in the open methods.
  private func notePathUse(_ reference: DeclReferenceExprSyntax) {
    guard !openBodies.isEmpty else { return }
    if !openMethods.isEmpty, let chain = RouterDiscovery.changedChain(reference) {
      for index in openMethods.indices { openMethods[index].changed.append(chain) }
    }
    let name = reference.baseName
    // The name's length first, so that most references' text is never built.
    guard name.presence == .present, name.trimmedLength.utf8Length == 4,
      name.text == "path", RouterDiscovery.isMutatedPath(reference)
    else { return }
    let position = reference.position
    // A function's signature comes before its body: a reference there is in the bodies
    // around the function only.
    for index in openBodies.indices where position >= openBodies[index].start {
      openBodies[index].mutates = true
    }
  }

  /// Records a call of a method of `self` or of the base class (`reset()`, `self.show(x)`,
  /// `super.show(x)`) in the open methods.
  private func noteSelfCall(_ node: FunctionCallExprSyntax) {
    guard !openMethods.isEmpty else { return }
    let name: String
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        || member.base?.is(SuperExprSyntax.self) == true
    {
      name = member.declName.baseName.text
    } else {
      return
    }
    guard name.first?.isLowercase == true else { return }
    for index in openMethods.indices { openMethods[index].calls.append(name) }
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    _ = routers.visit(node)
    if node.label?.text == "path", let owner = innermostType,
      node.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "NavigationStack",
      let chain = RouterDiscovery.boundChain(node.expression)
    {
      routerFacts.bindings.append(
        RouterFacts.StackBinding(owner: scopes.scopedName(owner, at: node), chain: chain))
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = routers.visit(node)
    if let owner = innermostType, node.parent?.is(MemberBlockItemSyntax.self) == true {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          var type = RouterDiscovery.declaredTypeName(binding, attributes: node.attributes)
        else { continue }
        // `var router: R` in `struct V<R: AppRouting>`: the property is an `AppRouting`.
        if let declaration = node.parent?.parent?.parent?.parent,
          let constraint = RouterDiscovery.genericConstraint(of: type, in: declaration)
        {
          type = constraint
        }
        routerFacts.propertyTypes.append(
          RouterFacts.PropertyType(
            owner: scopes.scopedName(owner, at: node), name: name,
            type: scopes.scopedName(type, at: node)))
      }
    }
    return .visitChildren
  }

  // MARK: - Names used outside previews

  // The names are read from the nodes that hold them, not from every token of the file: a
  // reference's base name, a type's name (the only identifiers these nodes hold directly).

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    noteName(node.baseName)
    notePathUse(node)
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    noteName(node.name)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    noteName(node.name)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    stopPreviewSearch(at: node, isPreview: node.macroName.text == "Preview")
    return .visitChildren
  }

  override func visitPost(_ node: MacroExpansionDeclSyntax) { resumePreviewSearch(after: node) }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    stopPreviewSearch(at: node, isPreview: node.macroName.text == "Preview")
    return .visitChildren
  }

  override func visitPost(_ node: MacroExpansionExprSyntax) { resumePreviewSearch(after: node) }

  /// Records the name of a reference or type outside preview code, when it is an identifier
  /// present in the source (a source-accurate walk visits no missing token).
  private func noteName(_ token: TokenSyntax) {
    guard !isInsidePreview, token.presence == .present, case .identifier(let name) = token.tokenKind
    else { return }
    namesUsedOutsidePreviews.insert(name)
  }

  /// Records an identifier used as a reference or a type name outside preview code, for a
  /// token of a subtree the walk skips.
  private func noteUse(_ token: TokenSyntax) {
    // The parent's kind first: it is cheaper to read than the token's kind, which builds the
    // identifier's text, and rules out most tokens.
    guard !isInsidePreview, let kind = token.parent?.kind,
      kind == .declReferenceExpr || kind == .identifierType || kind == .memberType,
      case .identifier(let name) = token.tokenKind
    else { return }
    namesUsedOutsidePreviews.insert(name)
  }

  private func stopPreviewSearch(at node: some SyntaxProtocol, isPreview: Bool) {
    guard previewSearchStop == nil else { return }
    previewSearchStop = node.id
    isInsidePreview = isPreview
  }

  private func resumePreviewSearch(after node: some SyntaxProtocol) {
    guard previewSearchStop == node.id else { return }
    previewSearchStop = nil
    isInsidePreview = false
  }

  /// A struct, enum or extension conforming to `PreviewProvider` is preview code.
  private func checkPreviewProvider(_ node: some SyntaxProtocol, _ clause: InheritanceClauseSyntax?)
  {
    let isProvider = (clause?.inheritedTypes ?? []).contains {
      TypeText.name(of: $0.type).hasSuffix("PreviewProvider")
    }
    if isProvider { stopPreviewSearch(at: node, isPreview: true) }
  }

  // MARK: - Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    checkPreviewProvider(node, node.inheritanceClause)
    return record(
      node, name: node.name.text, kind: .structType, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: StructDeclSyntax) {
    scope.removeLast()
    resumePreviewSearch(after: node)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .classType, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    checkPreviewProvider(node, node.inheritanceClause)
    return record(node, name: node.name.text, kind: .enumType, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: EnumDeclSyntax) {
    scope.removeLast()
    resumePreviewSearch(after: node)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .actorType, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .protocolType, inheritance: node.inheritanceClause)
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    checkPreviewProvider(node, node.inheritanceClause)
    let name = TypeText.name(of: node.extendedType)
    let members = viewMembers(of: node.memberBlock)
    extensions.append(
      FileIndex.Extension(
        extendedName: name, inheritedTypes: inherited(node.inheritanceClause),
        viewMembers: members))
    if name == "NavigationLink" || name == "SwiftUI.NavigationLink" {
      collectNavigationLinkInits(node.memberBlock)
    }
    if name == "View" || name == "SwiftUI.View" {
      for item in node.memberBlock.members {
        guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
          Self.attachesDestination(body), !destinationWrappers.contains(function.name.text)
        else { continue }
        destinationWrappers.append(function.name.text)
      }
    }
    scope.append(name)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) {
    scope.removeLast()
    resumePreviewSearch(after: node)
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    aliases.append(
      FileIndex.Alias(
        qualifiedName: (scope + [node.name.text]).joined(separator: "."),
        target: TypeShape(node.initializer.value)))
    // The index skips the aliased type; the router facts and the names used still see it.
    routers.walk(node)
    for token in node.tokens(viewMode: .sourceAccurate) {
      noteUse(token)
      if let reference = token.parent?.as(DeclReferenceExprSyntax.self) { notePathUse(reference) }
    }
    return .skipChildren
  }

  private func record(
    _ node: some DeclGroupSyntax, name: String, kind: TypeInfo.Kind,
    inheritance: InheritanceClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    let members = viewMembers(of: node.memberBlock)
    types.append(
      TypeInfo(
        name: name, qualifiedName: (scope + [name]).joined(separator: "."), kind: kind,
        attributes: attributeNames(node.attributes), inheritedTypes: inherited(inheritance),
        storedProperties: kind == .protocolType ? [] : storedProperties(of: node.memberBlock),
        enumCases: enumCases(of: node.memberBlock), viewMembers: members,
        presentationOnlyMembers: [], file: path))
    scope.append(name)
    return .visitChildren
  }

  // MARK: - Navigation uses

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // Read once for every question below; a call with a callee name applies no modifier.
    let summary = CallSummary(node)
    noteSelfCall(node)
    if let link = NavigationLinkCall(node, summary: summary) {
      for part in [link.title, link.label].compactMap({ $0 }) {
        labels.append(
          FileIndex.ContentReference(
            container: nil, context: context, line: line(of: node),
            facts: ViewFactsCollector.facts(of: part)))
      }
      if let title = link.title, let destination = link.destination, node.trailingClosure != nil,
        destination.id == node.trailingClosure.map({ ExprSyntax($0) })?.id,
        let valueType = Self.writtenTypeName(title)
      {
        labels.append(
          FileIndex.ContentReference(
            container: nil, context: context, line: line(of: node),
            facts: ViewFactsCollector.facts(of: destination), valueType: valueType))
      }
      if let value = link.value, let reference = Self.valueReference(value) {
        navigationValues.append(
          NavigationValueUse(
            reference: reference, context: context, line: line(of: node),
            caseName: Self.caseName(value)))
      }
    }
    if let name = summary.calleeName, LazyContainer.isLazy(name: name, call: node) {
      for argument in node.allArguments where argument.expression.is(ClosureExprSyntax.self) {
        lazyContents.append(
          FileIndex.ContentReference(
            container: name, context: context, line: line(of: node),
            facts: ViewFactsCollector.facts(of: argument.expression)))
      }
    }
    if summary.modifierName == "navigationDestination",
      let type = node.argument(labeled: "for")?.as(MemberAccessExprSyntax.self),
      type.declName.baseName.tokenKind == .keyword(.self), let base = type.base
    {
      navigationValues.append(
        NavigationValueUse(
          reference: .type(TypeText.compact(base)), context: context, line: line(of: node)))
    }
    if summary.calleeName == "NavigationStack", let path = node.argument(labeled: "path"),
      let chain = Self.propertyChain(path)
    {
      navigationValues.append(
        NavigationValueUse(reference: .property(chain), context: context, line: line(of: node)))
    }
    if summary.modifierName == "append", let receiver = node.modifierBase,
      let chain = Self.propertyChain(receiver),
      let value = node.arguments.first?.expression, let reference = Self.valueReference(value)
    {
      navigationValues.append(
        NavigationValueUse(
          reference: reference, context: context, line: line(of: node),
          caseName: Self.caseName(value), receiver: chain))
    }
    return .visitChildren
  }

  /// The type a value expression names by its start: `Route` for `Route.home`,
  /// `Route.series(id: 1)` and `Route(id: 1)`; `nil` for literals and variables.
  static func writtenTypeName(_ expression: ExprSyntax) -> String? {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    let text: String
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      text = TypeText.compact(base)
    } else if let reference = callee.as(DeclReferenceExprSyntax.self),
      expression.is(FunctionCallExprSyntax.self)
    {
      text = reference.baseName.text
    } else {
      return nil
    }
    guard text.first?.isUppercase == true, text != "Text", text != "LocalizedStringKey",
      text != "String"
    else { return nil }
    return text.split(separator: ".").last.map(String.init)
  }

  /// How a value expression names its type: `Route.home`, `Route.series(id: 1)`,
  /// `.series(id: 1)`, `Route(id: 1)`.
  static func valueReference(_ expression: ExprSyntax) -> NavigationValueUse.Reference? {
    var expression = expression
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let name = call.calleeName, name.first?.isUppercase == true { return .type(name) }
      expression = call.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    guard let base = member.base else { return .enumCase(member.declName.baseName.text) }
    let text = TypeText.compact(base)
    guard text.first?.isUppercase == true,
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    else { return nil }
    return .type(text)
  }

  /// The enum case a value expression names: `series` for `Route.series(id: 1)`,
  /// `.series(id: 1)` and `Route.series`.
  static func caseName(_ expression: ExprSyntax) -> String? {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    return name.first?.isLowercase == true ? name : nil
  }

  /// The property names of `$router.path`, `self.path`, `path`: `["router", "path"]`.
  static func propertyChain(_ expression: ExprSyntax) -> [String]? {
    var names: [String] = []
    var current: ExprSyntax? = expression
    while let expression = current {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        var name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) { break }
        if name.hasPrefix("$") { name.removeFirst() }
        names.insert(name, at: 0)
        break
      }
      guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
      names.insert(member.declName.baseName.text, at: 0)
      current = member.base
    }
    return names.isEmpty ? nil : names
  }

  // MARK: - Members

  private func storedProperties(of members: MemberBlockSyntax) -> [TypeInfo.StoredProperty] {
    var result: [TypeInfo.StoredProperty] = []
    for item in members.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        })
      else { continue }
      let attributes = attributeNames(variable.attributes)
      var pending: [String] = []
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          isStored(binding)
        else { continue }
        if binding.typeAnnotation == nil && binding.initializer == nil {
          pending.append(name)
          continue
        }
        let type =
          binding.typeAnnotation.map { TypeShape($0.type) }
          ?? binding.initializer.flatMap { TypeShape(initializer: $0.value) }
        for earlier in pending + [name] {
          result.append(TypeInfo.StoredProperty(name: earlier, type: type, attributes: attributes))
        }
        pending = []
      }
    }
    return result
  }

  private func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }

  private func enumCases(of members: MemberBlockSyntax) -> [TypeInfo.EnumCase] {
    members.members.flatMap { item -> [TypeInfo.EnumCase] in
      guard let decl = item.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return decl.elements.map { element in
        let payloads = (element.parameterClause?.parameters ?? []).map { parameter in
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
          return TypeInfo.EnumCase.Payload(label: label, type: TypeShape(parameter.type))
        }
        return TypeInfo.EnumCase(name: element.name.text, payloads: payloads)
      }
    }
  }

  private func viewMembers(of members: MemberBlockSyntax) -> [TypeInfo.ViewMember] {
    var result: [TypeInfo.ViewMember] = []
    func add(_ name: String, isFunction: Bool, body: some SyntaxProtocol) {
      guard !result.contains(where: { $0.name == name }) else { return }
      result.append(
        TypeInfo.ViewMember(
          name: name, isFunction: isFunction, facts: ViewFactsCollector.facts(of: body)))
    }
    for item in members.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
        buildsView(function.signature.returnClause?.type, function.attributes)
      {
        add(function.name.text, isFunction: true, body: body)
      }
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          buildsView(binding.typeAnnotation?.type, variable.attributes),
          let body = getterBody(binding.accessorBlock)
        else { continue }
        add(name, isFunction: false, body: body)
      }
    }
    return result
  }

  private func buildsView(_ type: TypeSyntax?, _ attributes: AttributeListSyntax) -> Bool {
    if attributeNames(attributes).contains("ViewBuilder") { return true }
    guard let type else { return false }
    let text = TypeText.compact(type)
    return text.hasSuffix("View") || Self.contains(text, "View&") || Self.contains(text, "View<")
  }

  /// `text.contains(part)` for an ASCII part, searched on the bytes when the text is ASCII too
  /// (where each character but CR LF is one byte, and the part holds neither CR nor LF).
  static func contains(_ text: String, _ part: StaticString) -> Bool {
    var text = text
    let found = text.withUTF8 { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count)
      where bytes[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      return false
    }
    return found ?? text.contains(part.description)
  }

  private func getterBody(_ block: AccessorBlockSyntax?) -> Syntax? {
    guard let block else { return nil }
    if case .getter(let statements) = block.accessors { return Syntax(statements) }
    guard case .accessors(let accessors) = block.accessors else { return nil }
    let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    return getter?.body.map(Syntax.init)
  }

  private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    (clause?.inheritedTypes ?? []).map { TypeText.name(of: $0.type) }
  }

  private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return TypeText.name(of: attribute.attributeName)
    }
  }

  // MARK: - NavigationLink extensions

  private func collectNavigationLinkInits(_ members: MemberBlockSyntax) {
    for item in members.members {
      guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { continue }
      let parameters = initializer.signature.parameterClause.parameters.map { parameter in
        NavigationLinkExtensionInit.Parameter(
          label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
          type: TypeShape(parameter.type), hasDefault: parameter.defaultValue != nil)
      }
      let destination = initializer.signature.parameterClause.parameters.first {
        $0.firstName.text == "destination"
      }
      let forwardsToValue = initializer.body.map { Self.forwards($0, labels: ["value"]) } ?? false
      let forwardsToDestination =
        initializer.body.map { Self.forwards($0, labels: ["destination", "isActive"]) } ?? false
      guard destination != nil || forwardsToValue || forwardsToDestination else { continue }
      navigationLinkInits.append(
        NavigationLinkExtensionInit(
          parameters: parameters, destinationType: destination.map { TypeShape($0.type) },
          forwardsToValue: forwardsToValue, forwardsToDestination: forwardsToDestination,
          destinationIsView: destination.map { Self.namesView($0.type) } ?? false, file: path))
    }
  }

  /// Whether a body attaches `navigationDestination(...)` (as a modifier or on `self`).
  private static func attachesDestination(_ body: CodeBlockSyntax) -> Bool {
    body.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == "navigationDestination", let use = token.parent?.parent else {
        return false
      }
      return use.is(MemberAccessExprSyntax.self) || use.is(FunctionCallExprSyntax.self)
    }
  }

  /// Whether an initializer body calls `self.init(...)` or `init(...)` with one of the
  /// argument labels: `value` for a link that pushes a value, `destination` / `isActive`
  /// for one that names its destination.
  private static func forwards(_ body: CodeBlockSyntax, labels: Set<String>) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      var labels: Set<String> = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let isInit =
          callee.as(MemberAccessExprSyntax.self)?.declName.baseName.tokenKind == .keyword(.`init`)
          || callee.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.`init`)
        if isInit, node.arguments.contains(where: { labels.contains($0.label?.text ?? "") }) {
          found = true
        }
        return found ? .skipChildren : .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.labels = labels
    finder.walk(body)
    return finder.found
  }

  private static func namesView(_ type: TypeSyntax) -> Bool {
    var type = type
    if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    if let function = type.as(FunctionTypeSyntax.self) { type = function.returnClause.type }
    let text = TypeText.compact(type)
    return text == "Destination" || text.hasSuffix("View") || text.hasPrefix("some")
      || text.hasPrefix("AnyView")
  }
}
