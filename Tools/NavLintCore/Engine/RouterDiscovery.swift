import SwiftSyntax

/// Finds router types: the types of properties whose `path` is bound to a
/// `NavigationStack(path:)` (`NavigationStack(path: $router.path)`), in one file.
package enum RouterDiscovery {
  /// What one walk of a file tells about routers: the types bound to a
  /// `NavigationStack(path:)`, and per type declared or extended here, the methods whose
  /// bodies mutate a `path` property (`path.append(...)`, `path = ...`).
  ///
  /// - Parameter tree: The parsed file.
  /// - Returns: Router type names (sorted) and path-mutating method names by type name.
  /// - Complexity: One walk of the tree.
  package static func facts(in tree: SourceFileSyntax) -> (
    routerTypeNames: [String], pathMutatingMethods: [String: [String]]
  ) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.facts
  }

  /// Names of methods that change a collection in place.
  package static let pathMutations: Set<String> = [
    "append", "removeLast", "removeAll", "removeFirst", "insert", "remove", "removeSubrange",
    "replaceSubrange", "popLast",
  ]

  /// Whether a function body mutates `path` or `self.path`.
  static func mutatesPath(_ node: some SyntaxProtocol) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) where token.text == "path" {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      if isMutatedPath(reference) { return true }
    }
    return false
  }

  /// Whether a reference whose name is `path` is mutated: `path` or `self.path` as the base
  /// of a path-mutating call (`path.append(x)`) or the target of an assignment
  /// (`path = []`, `self.path += [x]`).
  ///
  /// - Parameter reference: A reference named `path`.
  /// - Returns: `true` when the reference is mutated.
  /// - Complexity: O(n) in the length of the sequence holding an assignment; O(1) otherwise.
  static func isMutatedPath(_ reference: DeclReferenceExprSyntax) -> Bool {
    var expression = ExprSyntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName == reference
    {
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return false }
      expression = ExprSyntax(member)
    }
    if let outer = expression.parent?.as(MemberAccessExprSyntax.self),
      outer.base?.id == expression.id,
      pathMutations.contains(outer.declName.baseName.text),
      outer.parent?.is(FunctionCallExprSyntax.self) == true
    {
      return true
    }
    if let sequence = expression.parent?.as(ExprListSyntax.self) {
      let elements = Array(sequence)
      if let index = elements.firstIndex(where: { $0.id == expression.id }),
        index + 1 < elements.count,
        isAssignment(elements[index + 1])
      {
        return true
      }
    }
    return false
  }

  /// The property chain of `self` a reference starts when that chain is changed: `path` in
  /// `path.append(x)` gives `["path"]`, `routing` in `self.routing.path = []` gives
  /// `["routing", "path"]`; `nil` when the reference is not the start of a changed chain.
  ///
  /// - Parameter reference: Any reference.
  /// - Returns: The changed chain, or `nil`.
  /// - Complexity: O(c) in the chain's length; O(n) in a sequence's length for an assignment.
  static func changedChain(_ reference: DeclReferenceExprSyntax) -> [String]? {
    guard case .identifier = reference.baseName.tokenKind else { return nil }
    var expression = ExprSyntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return nil }
      expression = ExprSyntax(member)
    }
    var members: [TokenSyntax] = [reference.baseName]
    while let outer = expression.parent?.as(MemberAccessExprSyntax.self),
      outer.base?.id == expression.id
    {
      if let call = outer.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == outer.id
      {
        guard pathMutations.contains(outer.declName.baseName.text) else { return nil }
        return members.map(\.text)
      }
      members.append(outer.declName.baseName)
      expression = ExprSyntax(outer)
    }
    guard let sequence = expression.parent?.as(ExprListSyntax.self) else { return nil }
    var elements = sequence.makeIterator()
    while let element = elements.next() {
      guard element.id == expression.id else { continue }
      guard let next = elements.next(), isAssignment(next) else { return nil }
      return members.map(\.text)
    }
    return nil
  }

  /// The property chain a `NavigationStack(path:)` argument binds, in every spelling: `$x`,
  /// `self.$x`, `$x.y`, `self.$x.y`, and a `Binding(get: { x.y }, set: ...)` (or
  /// `.init(get: { x.y }, set: ...)`) built from it.
  ///
  /// - Parameter expression: The `path:` argument.
  /// - Returns: The chain without `$` (`["x", "y"]`), or `nil` for another expression.
  /// - Complexity: O(c) in the chain's length.
  package static func boundChain(_ expression: ExprSyntax) -> [String]? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let isInit =
        call.calledExpression.as(MemberAccessExprSyntax.self).map {
          $0.base == nil && $0.declName.baseName.tokenKind == .keyword(.`init`)
        } ?? false
      guard isInit || call.calleeName == "Binding" || call.calleeName == "SwiftUI.Binding",
        let getter = call.argument(labeled: "get")?.as(ClosureExprSyntax.self),
        getter.statements.count == 1,
        let value = getter.statements.first?.item.as(ExprSyntax.self)
      else { return nil }
      return chain(value, dollar: false)
    }
    return chain(expression, dollar: true)
  }

  /// `a.b.c` or `self.a.b.c` as `["a", "b", "c"]`; with `dollar`, the first name must be
  /// written `$a` (`$a.b`, `self.$a.b`).
  private static func chain(_ expression: ExprSyntax, dollar: Bool) -> [String]? {
    var names: [String] = []
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      names.insert(member.declName.baseName.text, at: 0)
      current = base
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
    if reference.baseName.tokenKind != .keyword(.self) {
      names.insert(reference.baseName.text, at: 0)
    }
    guard var first = names.first else { return nil }
    if dollar {
      guard first.hasPrefix("$") else { return nil }
      first.removeFirst()
    } else if first.hasPrefix("$") {
      return nil
    }
    names[0] = first
    return names
  }

  /// The simple name of a property's type: declared (`var r: Router?`), constructed
  /// (`= Router()`), or read from the environment (`@Environment(Router.self)`).
  ///
  /// - Parameters:
  ///   - binding: The property's binding.
  ///   - attributes: The declaration's attributes.
  /// - Returns: The type's last name component, or `nil` when none is written.
  static func declaredTypeName(_ binding: PatternBindingSyntax, attributes: AttributeListSyntax)
    -> String?
  {
    let written: String?
    if let type = typeName(binding.typeAnnotation?.type) {
      written = type
    } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      written = callee.baseName.text
    } else {
      written = environmentType(attributes)
    }
    guard let written, written.first?.isUppercase == true else { return nil }
    return written.split(separator: ".").last.map(String.init)
  }

  /// Whether an operator element of a sequence assigns (`=`, `+=`, `-=`).
  static func isAssignment(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) { return true }
    if let binary = element.as(BinaryOperatorExprSyntax.self) {
      return ["+=", "-="].contains(binary.operator.text)
    }
    return false
  }

  /// Collects router facts; its `visit` methods are also called by ``IndexCollector`` so that
  /// the index pre-pass walks each tree once (which finds path-mutating methods in its own
  /// walk and records them with ``notePathMutatingMethod(_:)``).
  final class Collector: SyntaxVisitor {
    /// Router type names (sorted) and path-mutating method names by type name.
    var facts: (routerTypeNames: [String], pathMutatingMethods: [String: [String]]) {
      var names = Set(owners)
      for binding in boundProperties {
        if let type = propertyTypes[binding] { names.insert(type) }
      }
      return (names.sorted(), methods.mapValues { $0.sorted() })
    }

    /// Property names `x` of `$x.path` / `$x.something.path` passed as `path:`.
    var boundProperties: [String] = []
    /// Types that declare a path bound directly (`NavigationStack(path: $path)`).
    var owners: [String] = []
    /// Property name -> type name, from declarations in this file.
    var propertyTypes: [String: String] = [:]
    /// Type name -> methods whose bodies mutate `path`.
    var methods: [String: Set<String>] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let body = node.body, RouterDiscovery.mutatesPath(body) else { return .visitChildren }
      notePathMutatingMethod(node)
      return .visitChildren
    }

    /// Records a method whose body mutates a path under the nearest type declaring or
    /// extending it (none at file scope).
    ///
    /// - Parameter node: The method.
    func notePathMutatingMethod(_ node: FunctionDeclSyntax) {
      var parent = node.parent
      while let current = parent {
        let typeName =
          current.as(ClassDeclSyntax.self)?.name.text
          ?? current.as(StructDeclSyntax.self)?.name.text
          ?? current.as(ActorDeclSyntax.self)?.name.text
          ?? current.as(ExtensionDeclSyntax.self).flatMap {
            RouterDiscovery.typeName($0.extendedType)
          }
        if let typeName {
          methods[typeName, default: []].insert(node.name.text)
          break
        }
        parent = current.parent
      }
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.label?.text == "path" else { return .visitChildren }
      if let reference = node.expression.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.hasPrefix("$")
      {
        // `NavigationStack(path: $path)`: the type declaring the bound property owns the path.
        var parent = node.parent
        while let current = parent {
          if let name = current.as(StructDeclSyntax.self)?.name.text
            ?? current.as(ClassDeclSyntax.self)?.name.text
          {
            owners.append(name)
            break
          }
          parent = current.parent
        }
        return .visitChildren
      }
      guard let member = node.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "path"
      else { return .visitChildren }
      var base = member.base
      while let inner = base?.as(MemberAccessExprSyntax.self) { base = inner.base }
      if let reference = base?.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.hasPrefix("$")
      {
        boundProperties.append(String(reference.baseName.text.dropFirst()))
      }
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        if let type = RouterDiscovery.typeName(binding.typeAnnotation?.type) {
          propertyTypes[name] = type
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
          propertyTypes[name] = callee.baseName.text
        } else if let type = RouterDiscovery.environmentType(node.attributes) {
          propertyTypes[name] = type
        }
      }
      return .visitChildren
    }
  }

  /// The simple name of the constraint of a generic parameter declared by a type or
  /// function: `P` for `T` in `struct S<T: P>`, `func f<T>(_: T) where T: P`.
  ///
  /// - Parameters:
  ///   - name: The parameter's name.
  ///   - declaration: The declaration that may declare it.
  /// - Returns: The first named constraint, or `nil` when `name` is no generic parameter
  ///   there or is unconstrained.
  /// - Complexity: O(p + w) in the parameters and `where` requirements.
  package static func genericConstraint(of name: String, in declaration: Syntax) -> String? {
    let parameters: GenericParameterClauseSyntax?
    let requirements: GenericWhereClauseSyntax?
    switch declaration.kind {
    case .structDecl:
      let decl = declaration.cast(StructDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    case .classDecl:
      let decl = declaration.cast(ClassDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    case .enumDecl:
      let decl = declaration.cast(EnumDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    case .actorDecl:
      let decl = declaration.cast(ActorDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    case .functionDecl:
      let decl = declaration.cast(FunctionDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    case .initializerDecl:
      let decl = declaration.cast(InitializerDeclSyntax.self)
      (parameters, requirements) = (decl.genericParameterClause, decl.genericWhereClause)
    default:
      return nil
    }
    guard let parameter = parameters?.parameters.first(where: { $0.name.text == name }) else {
      return nil
    }
    if let constraint = parameter.inheritedType.flatMap(constraintName) { return constraint }
    for requirement in requirements?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        TypeText.trimmedText(conformance.leftType) == name,
        let constraint = constraintName(conformance.rightType)
      else { continue }
      return constraint
    }
    return nil
  }

  /// The first named type of a constraint: `P` for `P`, `P & AnyObject`, `Module.P`.
  private static func constraintName(_ type: TypeSyntax) -> String? {
    if let composition = type.as(CompositionTypeSyntax.self) {
      for element in composition.elements {
        if let name = typeName(element.type), name != "AnyObject" { return name }
      }
      return nil
    }
    return typeName(type)
  }

  static func typeName(_ type: TypeSyntax?) -> String? {
    guard let type else { return nil }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return typeName(unwrapped.wrappedType)
    }
    return nil
  }

  /// The `T` of `@Environment(T.self)`.
  static func environmentType(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        TypeText.trimmedText(attribute.attributeName) == "Environment",
        case .argumentList(let arguments) = attribute.arguments,
        let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "self",
        let base = member.base
      else { continue }
      return base.trimmedDescription
    }
    return nil
  }
}
