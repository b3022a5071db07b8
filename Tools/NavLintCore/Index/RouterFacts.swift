/// What one file tells about who owns navigation state: the stacks it binds and, per method
/// of a type declared or extended here, what the method changes and which of the type's own
/// methods it calls.
///
/// Part of ``FileIndex``, so it holds arrays of plain values only (a deterministic encoding).
package struct RouterFacts: Hashable, Codable, Sendable {
  /// One `NavigationStack(path:)` binding.
  package struct StackBinding: Hashable, Codable, Sendable {
    /// The simple name of the type the binding is written in.
    package var owner: String
    /// The bound property chain from the owner: `["router", "path"]` for `$router.path`,
    /// `self.$router.path` or a `Binding(get: { router.path }, ...)`.
    package var chain: [String]
  }

  /// A property whose type the file names: declared, constructed (`= Router()`), or read
  /// from the environment (`@Environment(Router.self)`, `@EnvironmentObject var r: Router`).
  package struct PropertyType: Hashable, Codable, Sendable {
    /// The simple name of the type declaring the property.
    package var owner: String
    /// The property's name.
    package var name: String
    /// The simple name of the property's type, optionals unwrapped.
    package var type: String
  }

  /// One method of a type, by what its body does.
  package struct Method: Hashable, Codable, Sendable {
    /// The simple name of the type declaring or extending it.
    package var type: String
    /// The method's name.
    package var name: String
    /// The property chains of `self` its body changes (`["libraryStack"]` for
    /// `libraryStack.append(x)`, `["routing", "path"]` for `self.routing.path = []`), sorted.
    package var changed: [[String]]
    /// The methods of `self` its body calls (`reset()`, `self.show(x)`), sorted.
    package var calls: [String]
  }

  /// The stacks the file binds, in source order.
  package var bindings: [StackBinding] = []
  /// The property types the file names, in source order.
  package var propertyTypes: [PropertyType] = []
  /// The methods of types that change something or call their type's methods, in source order.
  package var methods: [Method] = []
  /// The modules the file imports, sorted.
  package var imports: [String] = []

  /// Creates empty facts.
  package init() {}
}
