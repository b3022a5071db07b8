import SwiftSyntax

/// An initializer a project declares in `extension NavigationLink`: one with a
/// `destination:` parameter, such as `init(destination: AppRoute, label: () -> Label)`, or
/// one whose body forwards to `init(value:...)`, such as
/// `init(_ route: LibraryRoute, @ViewBuilder label: () -> Label)`.
package struct NavigationLinkExtensionInit: Hashable, Codable, Sendable {
  /// One parameter of the initializer.
  package struct Parameter: Hashable, Codable, Sendable {
    /// The argument label, or `nil` for `_`.
    package var label: String?
    /// The parameter's type.
    package var type: TypeShape
    /// Whether the parameter has a default value.
    package var hasDefault: Bool

    /// Whether the parameter's type is a function type, so a trailing closure can fill it.
    package var takesClosure: Bool {
      if case .optional(.function) = type { return true }
      return type == .function
    }
  }

  /// The parameters in order.
  package var parameters: [Parameter]
  /// The type of the `destination:` parameter, or `nil` when the initializer has none.
  package var destinationType: TypeShape?
  /// Whether the body forwards to SwiftUI's value-based `init(value:...)`: the link pushes a
  /// value and its closures are labels.
  package var forwardsToValue: Bool
  /// Whether the body forwards to a destination-based initializer (`destination:` or
  /// `isActive:` among its arguments): the link names its destination view.
  package var forwardsToDestination: Bool = false
  /// Whether the `destination:` parameter takes a view (`Destination`, `some View`, a closure
  /// returning one, or a view type), as SwiftUI's own initializers do.
  package var destinationIsView: Bool
  /// The path of the declaring file.
  package var file: String

  /// The type of the first parameter when it is unlabelled (`LibraryRoute` in
  /// `init(_ route: LibraryRoute, label: ...)`), or `nil`.
  package var unlabelledValueType: TypeShape? {
    guard let first = parameters.first, first.label == nil, !first.takesClosure else { return nil }
    return first.type
  }

  /// Whether a call's argument labels fit this initializer's parameters, with defaults
  /// skipped and trailing closures matched to the remaining parameters in order.
  ///
  /// - Parameter call: A `NavigationLink(...)` call.
  /// - Returns: `true` when the call can resolve to this initializer.
  package func accepts(_ call: FunctionCallExprSyntax) -> Bool {
    var remaining = parameters[...]
    for argument in call.arguments {
      let label = argument.label?.text
      while let parameter = remaining.first, parameter.label != label {
        guard parameter.hasDefault else { return false }
        remaining = remaining.dropFirst()
      }
      guard !remaining.isEmpty else { return false }
      remaining = remaining.dropFirst()
    }
    var closures: [String?] = []
    if call.trailingClosure != nil { closures.append(nil) }
    closures += call.additionalTrailingClosures.map { $0.label.text }
    for (offset, label) in closures.enumerated() {
      while let parameter = remaining.first,
        offset > 0 ? parameter.label != label : !parameter.takesClosure
      {
        guard parameter.hasDefault else { return false }
        remaining = remaining.dropFirst()
      }
      guard let parameter = remaining.first, parameter.takesClosure else { return false }
      remaining = remaining.dropFirst()
    }
    return remaining.allSatisfy(\.hasDefault)
  }
}
