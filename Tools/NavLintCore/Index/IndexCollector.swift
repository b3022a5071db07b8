import SwiftSyntax

/// Collects the types, aliases, extensions and `NavigationLink` initializers of one file for
/// the ``ProjectIndex``.
final class IndexCollector: SyntaxVisitor {
  /// What an extension adds to a type declared elsewhere.
  struct ExtensionRecord {
    var extendedName: String
    var inheritedTypes: [String]
    var viewMembers: [String: TypeInfo.ViewMember]
  }

  let path: String
  private(set) var types: [TypeInfo] = []
  private(set) var typealiases: [(String, TypeSyntax)] = []
  private(set) var extensions: [ExtensionRecord] = []
  private(set) var navigationLinkInits: [NavigationLinkExtensionInit] = []
  private var scope: [String] = []

  init(path: String) {
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: - Types

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .structType, members: node.memberBlock)
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .classType, members: node.memberBlock)
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .enumType, members: node.memberBlock)
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .actorType, members: node.memberBlock)
  }

  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name.text, kind: .protocolType, members: node.memberBlock)
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = TypeText.name(of: node.extendedType)
    extensions.append(
      ExtensionRecord(
        extendedName: name,
        inheritedTypes: inherited(node.inheritanceClause),
        viewMembers: viewMembers(of: node.memberBlock)))
    if name == "NavigationLink" || name == "SwiftUI.NavigationLink" {
      collectNavigationLinkInits(node.memberBlock)
    }
    scope.append(name)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    typealiases.append(((scope + [node.name.text]).joined(separator: "."), node.initializer.value))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func record(
    _ node: some DeclSyntaxProtocol & WithAttributesSyntax, name: String, kind: TypeInfo.Kind,
    members: MemberBlockSyntax
  ) -> SyntaxVisitorContinueKind {
    let inheritance = (node as? any DeclGroupSyntax)?.inheritanceClause
    let qualified = (scope + [name]).joined(separator: ".")
    types.append(
      TypeInfo(
        name: name, qualifiedName: qualified, kind: kind,
        attributes: attributeNames(node.attributes), inheritedTypes: inherited(inheritance),
        storedProperties: kind == .protocolType ? [] : storedProperties(of: members),
        enumCases: enumCases(of: members), viewMembers: viewMembers(of: members),
        presentationOnlyMembers: [], file: path, declaration: DeclSyntax(node)))
    scope.append(name)
    return .visitChildren
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
        for earlier in pending + [name] {
          result.append(
            TypeInfo.StoredProperty(
              name: earlier, type: binding.typeAnnotation?.type,
              initializer: earlier == name ? binding.initializer?.value : nil,
              attributes: attributes))
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
          return TypeInfo.EnumCase.Payload(label: label, type: parameter.type)
        }
        return TypeInfo.EnumCase(name: element.name.text, payloads: payloads, element: element)
      }
    }
  }

  private func viewMembers(of members: MemberBlockSyntax) -> [String: TypeInfo.ViewMember] {
    var result: [String: TypeInfo.ViewMember] = [:]
    for item in members.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
        buildsView(function.signature.returnClause?.type, function.attributes)
      {
        let name = function.name.text
        if result[name] == nil {
          result[name] = TypeInfo.ViewMember(name: name, isFunction: true, body: Syntax(body))
        }
      }
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          buildsView(binding.typeAnnotation?.type, variable.attributes),
          let body = getterBody(binding.accessorBlock), result[name] == nil
        else { continue }
        result[name] = TypeInfo.ViewMember(name: name, isFunction: false, body: body)
      }
    }
    return result
  }

  private func buildsView(_ type: TypeSyntax?, _ attributes: AttributeListSyntax) -> Bool {
    if attributeNames(attributes).contains("ViewBuilder") { return true }
    guard let type else { return false }
    let text = TypeText.compact(type)
    return text.hasSuffix("View") || text.contains("View&") || text.contains("View<")
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
          type: parameter.type, hasDefault: parameter.defaultValue != nil)
      }
      guard let destination = parameters.first(where: { $0.label == "destination" }) else {
        continue
      }
      navigationLinkInits.append(
        NavigationLinkExtensionInit(
          parameters: parameters, destinationType: destination.type,
          destinationIsView: Self.namesView(destination.type), file: path))
    }
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
