import SwiftSyntax

/// Finds router types: the types of properties whose `path` is bound to a
/// `NavigationStack(path:)` (`NavigationStack(path: $router.path)`), in one file.
package enum RouterDiscovery {
  /// Router type names declared by bindings in a file.
  ///
  /// - Parameter tree: The parsed file.
  /// - Returns: Type names such as `AppRouter`, sorted.
  /// - Complexity: One walk of the tree.
  package static func routerTypeNames(in tree: SourceFileSyntax) -> [String] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    var names: Set<String> = []
    for binding in collector.boundProperties {
      if let type = collector.propertyTypes[binding] { names.insert(type) }
    }
    return names.sorted()
  }

  private final class Collector: SyntaxVisitor {
    /// Property names `x` of `$x.path` / `$x.something.path` passed as `path:`.
    var boundProperties: [String] = []
    /// Property name -> type name, from declarations in this file.
    var propertyTypes: [String: String] = [:]

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.label?.text == "path",
        let member = node.expression.as(MemberAccessExprSyntax.self),
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
        attribute.attributeName.trimmedDescription == "Environment",
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
