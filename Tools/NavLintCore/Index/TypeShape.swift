import SwiftSyntax

/// The structure of a written type, kept as plain data so the index can be cached: what a
/// rule needs to judge a route payload or a property without the syntax tree.
package indirect enum TypeShape: Hashable, Codable, Sendable {
  /// A nominal type by its dotted name, with generic arguments: `Series.ID`, `Binding<Bool>`.
  case named(String, arguments: [TypeShape])
  /// `T?`, `T!` or `Optional<T>`.
  case optional(TypeShape)
  /// `[T]`, `Array<T>`, `Set<T>`.
  case collection(TypeShape)
  /// `[K: V]` or `Dictionary<K, V>`.
  case dictionary(key: TypeShape, value: TypeShape)
  /// A function type: a closure.
  case function
  /// `any P`, `some P` or a protocol composition.
  case existential(String)
  /// A tuple.
  case tuple([TypeShape])
  /// Anything else, by its compact text.
  case other(String)

  /// Reads the shape of a type syntax.
  ///
  /// - Parameter type: Any type syntax.
  package init(_ type: TypeSyntax) {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      self.init(attributed.baseType)
    } else if let optional = type.as(OptionalTypeSyntax.self) {
      self = .optional(TypeShape(optional.wrappedType))
    } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      self = .optional(TypeShape(unwrapped.wrappedType))
    } else if let array = type.as(ArrayTypeSyntax.self) {
      self = .collection(TypeShape(array.element))
    } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
      self = .dictionary(key: TypeShape(dictionary.key), value: TypeShape(dictionary.value))
    } else if type.is(FunctionTypeSyntax.self) {
      self = .function
    } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
      self = .existential(TypeText.compact(some.constraint))
    } else if type.is(CompositionTypeSyntax.self) {
      self = .existential(TypeText.compact(type))
    } else if let tuple = type.as(TupleTypeSyntax.self) {
      let elements = tuple.elements.map { TypeShape($0.type) }
      self = elements.count == 1 ? elements[0] : .tuple(elements)
    } else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
      let name = TypeText.name(of: type)
      let arguments = TypeText.genericArguments(of: type).map(TypeShape.init)
      switch (name, arguments.count) {
      case ("Optional", 1): self = .optional(arguments[0])
      case ("Array", 1), ("Set", 1), ("ContiguousArray", 1): self = .collection(arguments[0])
      case ("Dictionary", 2): self = .dictionary(key: arguments[0], value: arguments[1])
      default: self = .named(name, arguments: arguments)
      }
    } else {
      self = .other(TypeText.compact(type))
    }
  }

  /// The shape of the value an initializer expression creates, when it says so:
  /// `[Route]()`, `NavigationPath()`, `Router()`, `Route.home`.
  ///
  /// - Parameter expression: An initial value.
  /// - Returns: The shape, or `nil` when the expression does not name its type.
  package init?(initializer expression: ExprSyntax) {
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    {
      if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
        let element = array.elements.first?.expression, let name = Self.typeName(element)
      {
        self = .collection(.named(name, arguments: []))
        return
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let name = Self.typeName(call.calledExpression)
    {
      self = .named(name, arguments: [])
      return
    }
    return nil
  }

  /// The dotted, capitalized type name an expression spells (`Router`, `Library.Router`).
  private static func typeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseName = typeName(base), member.declName.baseName.text.first?.isUppercase == true
    {
      return baseName + "." + member.declName.baseName.text
    }
    return nil
  }

  /// The shape as Swift would write it: `[Series.ID]`, `Binding<Bool>?`.
  package var text: String {
    switch self {
    case .named(let name, let arguments):
      arguments.isEmpty ? name : "\(name)<\(arguments.map(\.text).joined(separator: ", "))>"
    case .optional(let wrapped): "\(wrapped.text)?"
    case .collection(let element): "[\(element.text)]"
    case .dictionary(let key, let value): "[\(key.text): \(value.text)]"
    case .function: "closure"
    case .existential(let constraint): "any \(constraint)"
    case .tuple(let elements): "(\(elements.map(\.text).joined(separator: ", ")))"
    case .other(let text): text
    }
  }
}
