import SwiftSyntax

/// The closure of a `navigationDestination(for: Route.self) { route in ... }` and the name it
/// gives the pushed value, so that a destination built by the route itself
/// (`route.destinationView()`, `$0.view`) can be followed into the route type's member.
package struct RouteDestination {
  /// The route type as written (`Route`, `AppRoute.Detail`).
  package var routeType: String
  /// The closure that builds the destination.
  package var closure: ClosureExprSyntax
  /// The name of the closure's value: its first parameter, or `$0`.
  package var parameter: String

  /// The destination closures of a call, when it is `navigationDestination(for: X.self)`.
  ///
  /// - Parameters:
  ///   - call: Any call.
  ///   - summary: The call's summary.
  /// - Returns: One entry per closure argument whose value has a name; empty otherwise.
  package static func all(in call: FunctionCallExprSyntax, summary: CallSummary)
    -> [RouteDestination]
  {
    guard summary.modifierName == "navigationDestination",
      let type = call.argument(labeled: "for")?.as(MemberAccessExprSyntax.self),
      type.declName.baseName.tokenKind == .keyword(.self), let base = type.base
    else { return [] }
    let routeType = TypeText.compact(base)
    return call.allArguments.compactMap { argument in
      guard let closure = argument.expression.as(ClosureExprSyntax.self),
        let parameter = Self.parameterName(of: closure)
      else { return nil }
      return RouteDestination(routeType: routeType, closure: closure, parameter: parameter)
    }
  }

  /// The member a member access reads from the closure's value: `destinationView` for
  /// `route.destinationView()`, `view` for `$0.view`.
  ///
  /// - Parameter access: A member access inside the closure.
  /// - Returns: The member's name, or `nil` when the base is not the value.
  package func member(readBy access: MemberAccessExprSyntax) -> String? {
    guard let base = access.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text == parameter,
      case .identifier(let name) = access.declName.baseName.tokenKind
    else { return nil }
    return name
  }

  private static func parameterName(of closure: ClosureExprSyntax) -> String? {
    guard let clause = closure.signature?.parameterClause else { return "$0" }
    let name: TokenSyntax?
    switch clause {
    case .simpleInput(let parameters):
      name = parameters.first?.name
    case .parameterClause(let parameters):
      name = parameters.parameters.first.map { $0.secondName ?? $0.firstName }
    @unknown default:
      name = nil
    }
    guard let name, case .identifier(let text) = name.tokenKind else { return nil }
    return text
  }
}
