/// Who owns navigation state in a project, found from what code does rather than from names.
///
/// A router is whatever owns the state a `NavigationStack(path:)` binds: the type of the
/// property before the last one in the bound chain (`Navigator` for
/// `$navigator.libraryStack`), whatever the property is called. Each type along the chain
/// owns the rest of it (`AppState` owns `routing.path` for `$appState.routing.path`). A
/// method that changes a bound chain, directly or through other methods of its own type to
/// any depth, is a mutating method. A class is the router of its subclasses: a base class
/// that stores the bound state (or inherits it from its own base) owns the chains its
/// subclasses' stacks bind, its methods that change them are mutating methods of every
/// subclass, and a subclass of a bound class owns what its base owns. Hoist's own `Router`
/// (module `NavigationRouter`) is known without configuration: see ``hoistRouterMethods``.
package struct RouterModel: Hashable, Sendable {
  /// The methods of Hoist's `Router` that change navigation state.
  package static let hoistRouterMethods: Set<String> = [
    "apply", "cancelAlert", "confirmAlert", "open", "replaceState", "restore", "selectDetent",
    "send", "setLayout",
  ]
  /// The module that declares Hoist's `Router`.
  package static let hoistRouterModule = "NavigationRouter"
  /// The modules whose import marks a project that uses Hoist.
  package static let hoistModules: Set<String> = [
    "HoistSwiftUI", "NavigationCore", "NavigationPersistence", "NavigationRouter",
    "NavigationTesting", "NavigationTooling",
  ]

  /// Property chains each type owns that some `NavigationStack(path:)` binds, by simple type
  /// name.
  package private(set) var boundChains: [String: Set<[String]>] = [:]
  /// Methods that change a bound chain, by simple type name.
  package private(set) var mutatingMethods: [String: Set<String>] = [:]
  /// Types, other than views, that own bound state: the routers.
  package private(set) var routerTypes: Set<String> = []
  /// The first property name of every bound chain, for a quick look before resolving.
  package private(set) var boundPropertyNames: Set<String> = []
  /// Every mutating method's name, for a quick look before resolving.
  package private(set) var mutatingMethodNames: Set<String> = []
  /// Whether some file imports a Hoist module.
  package private(set) var usesHoist = false

  /// An empty model.
  package init() {}

  /// Builds the model from every file's facts.
  ///
  /// - Parameters:
  ///   - files: The per-file facts.
  ///   - isView: Whether a simple type name is a SwiftUI view.
  ///   - storedType: The simple type name of a stored property (type, property) from the
  ///     index, when the file facts do not name it.
  ///   - superclasses: The simple name of each class's base class, for the classes whose
  ///     base is a class in the index.
  ///   - conformances: The project's own protocols each type conforms to (a protocol: those
  ///     it inherits), by simple names.
  ///   - stores: Whether a type (simple name) declares a stored property (name).
  /// - Complexity: O(b * c + m * i + t * d) for b bindings of chain length c, m methods,
  ///   where i is the number of rounds until no method is added (at most the longest call
  ///   chain), and t bound types with class hierarchies d deep.
  package init(
    files: [RouterFacts], isView: (String) -> Bool, storedType: (String, String) -> String?,
    superclasses: [String: String] = [:], conformances: [String: [String]] = [:],
    stores: (String, String) -> Bool = { _, _ in false }
  ) {
    var propertyTypes: [String: [String: String]] = [:]
    for facts in files {
      usesHoist = usesHoist || facts.imports.contains(where: Self.hoistModules.contains)
      for property in facts.propertyTypes where propertyTypes[property.owner]?[property.name] == nil
      {
        propertyTypes[property.owner, default: [:]][property.name] = property.type
      }
    }
    func type(of name: String, in owner: String) -> String? {
      propertyTypes[owner]?[name] ?? storedType(owner, name)
    }
    for facts in files {
      for binding in facts.bindings {
        var owner = binding.owner
        boundChains[owner, default: []].insert(binding.chain)
        for offset in binding.chain.indices.dropLast() {
          guard let next = type(of: binding.chain[offset], in: owner) else { break }
          let rest = Array(binding.chain[(offset + 1)...])
          boundChains[next, default: []].insert(rest)
          if !isView(next) { routerTypes.insert(next) }
          owner = next
        }
      }
    }
    inheritChains(superclasses: superclasses, isView: isView, stores: stores)
    let conformers = Self.conformers(conformances)
    shareThroughProtocols(conformances: conformances, conformers: conformers, isView: isView)
    for chains in boundChains.values {
      for chain in chains { if let first = chain.first { boundPropertyNames.insert(first) } }
    }
    var methods: [String: [String: (changed: Set<[String]>, calls: Set<String>)]] = [:]
    for facts in files {
      for method in facts.methods where boundChains[method.type] != nil {
        var entry = methods[method.type]?[method.name] ?? ([], [])
        entry.changed.formUnion(method.changed)
        entry.calls.formUnion(method.calls)
        methods[method.type, default: [:]][method.name] = entry
      }
    }
    // Base classes first: a subclass starts from the mutating methods it inherits.
    for type in Self.baseClassesFirst(Array(boundChains.keys), superclasses: superclasses) {
      let byName = methods[type] ?? [:]
      let bound = boundChains[type] ?? []
      var found = inheritedMutatingMethods(of: type, superclasses: superclasses)
      for (name, entry) in byName {
        let changesBound = entry.changed.contains { changed in
          bound.contains { Self.overlap(changed, $0) }
        }
        if changesBound { found.insert(name) }
      }
      var grew = !found.isEmpty
      while grew && !byName.isEmpty {
        grew = false
        for (name, entry) in byName
        where !found.contains(name) && !entry.calls.isDisjoint(with: found) {
          found.insert(name)
          grew = true
        }
      }
      if !found.isEmpty {
        mutatingMethods[type] = found
        mutatingMethodNames.formUnion(found)
      }
    }
    mergeThroughProtocols(methods: methods, conformances: conformances, conformers: conformers)
  }

  /// The types conforming to each protocol, directly or through protocols that inherit it.
  private static func conformers(_ conformances: [String: [String]]) -> [String: Set<String>] {
    var direct: [String: Set<String>] = [:]
    for (type, protocols) in conformances {
      for name in protocols { direct[name, default: []].insert(type) }
    }
    var result: [String: Set<String>] = [:]
    for name in direct.keys {
      var found: Set<String> = []
      var pending = Array(direct[name] ?? [])
      while let type = pending.popLast() {
        guard type != name, found.insert(type).inserted else { continue }
        pending += direct[type] ?? []
      }
      result[name] = found
    }
    return result
  }

  /// A router reached through a protocol: a protocol whose conforming type owns bound
  /// state owns it too (its extensions' methods may change it), and a bound protocol (the
  /// type of a property, or the constraint of a generic parameter) gives its chains to every
  /// type conforming to it.
  private mutating func shareThroughProtocols(
    conformances: [String: [String]], conformers: [String: Set<String>],
    isView: (String) -> Bool
  ) {
    guard !conformers.isEmpty else { return }
    for (type, chains) in boundChains.sorted(by: { $0.key < $1.key }) {
      for conformer in conformers[type] ?? [] {
        for chain in chains { share(chain, with: conformer, isView: isView) }
      }
      // Upward from routers only: a view that owns its stack makes no protocol a router.
      guard routerTypes.contains(type) else { continue }
      var pending = conformances[type] ?? []
      var seen: Set<String> = [type]
      while let name = pending.popLast() {
        guard seen.insert(name).inserted else { continue }
        for chain in chains { share(chain, with: name, isView: isView) }
        pending += conformances[name] ?? []
      }
    }
  }

  /// A protocol's mutating methods are its conforming types' and its extensions' (also those
  /// calling them); a conforming type's include those of its protocols' extensions.
  private mutating func mergeThroughProtocols(
    methods: [String: [String: (changed: Set<[String]>, calls: Set<String>)]],
    conformances: [String: [String]], conformers: [String: Set<String>]
  ) {
    var extensionMethods: [String: Set<String>] = [:]
    for (name, types) in conformers.sorted(by: { $0.key < $1.key })
    where boundChains[name] != nil {
      var found = mutatingMethods[name] ?? []
      for type in types { found.formUnion(mutatingMethods[type] ?? []) }
      let byName = methods[name] ?? [:]
      var grew = !byName.isEmpty
      while grew {
        grew = false
        for (method, entry) in byName
        where !found.contains(method) && !entry.calls.isDisjoint(with: found) {
          found.insert(method)
          grew = true
        }
      }
      guard !found.isEmpty else { continue }
      mutatingMethods[name] = found
      mutatingMethodNames.formUnion(found)
      extensionMethods[name] = found.intersection(byName.keys)
    }
    for (name, own) in extensionMethods where !own.isEmpty {
      for type in conformers[name] ?? [] where boundChains[type] != nil {
        mutatingMethods[type, default: []].formUnion(own)
      }
    }
  }

  /// Gives the bound chains of each bound class to its base classes, up to the last one that
  /// stores the chain's first property (a base between them inherits it), and to every
  /// subclass (which inherits the property); each of them is then a router too.
  private mutating func inheritChains(
    superclasses: [String: String], isView: (String) -> Bool, stores: (String, String) -> Bool
  ) {
    guard !superclasses.isEmpty else { return }
    var subclasses: [String: [String]] = [:]
    for (subclass, base) in superclasses { subclasses[base, default: []].append(subclass) }
    for (type, chains) in boundChains.sorted(by: { $0.key < $1.key }) {
      var bases: [String] = []
      var seen: Set<String> = [type]
      var current = type
      while let base = superclasses[current], seen.insert(base).inserted {
        bases.append(base)
        current = base
      }
      for chain in chains {
        guard let first = chain.first,
          let owner = bases.lastIndex(where: { stores($0, first) })
        else { continue }
        for base in bases[...owner] { share(chain, with: base, isView: isView) }
      }
      var pending = subclasses[type] ?? []
      var visited: Set<String> = [type]
      while let subclass = pending.popLast() {
        guard visited.insert(subclass).inserted else { continue }
        for chain in chains { share(chain, with: subclass, isView: isView) }
        pending += subclasses[subclass] ?? []
      }
    }
  }

  /// Records that a type owns a bound chain, and is a router unless it is a view.
  private mutating func share(_ chain: [String], with type: String, isView: (String) -> Bool) {
    boundChains[type, default: []].insert(chain)
    if !isView(type) { routerTypes.insert(type) }
  }

  /// The mutating methods a type inherits: those of its nearest base class that has any.
  private func inheritedMutatingMethods(of type: String, superclasses: [String: String])
    -> Set<String>
  {
    var seen: Set<String> = [type]
    var current = type
    while let base = superclasses[current], seen.insert(base).inserted {
      if let found = mutatingMethods[base] { return found }
      current = base
    }
    return []
  }

  /// Types ordered so that every base class comes before its subclasses (by the depth of
  /// the class chain above each, then by name).
  private static func baseClassesFirst(_ types: [String], superclasses: [String: String])
    -> [String]
  {
    func depth(_ type: String) -> Int {
      var seen: Set<String> = [type]
      var current = type
      while let base = superclasses[current], seen.insert(base).inserted { current = base }
      return seen.count
    }
    return types.map { (depth($0), $0) }.sorted { $0 < $1 }.map(\.1)
  }

  /// Whether changing one chain changes the other: one is a prefix of the other.
  private static func overlap(_ a: [String], _ b: [String]) -> Bool {
    a.count <= b.count ? b.starts(with: a) : a.starts(with: b)
  }

  /// Whether a method of a type changes bound navigation state.
  ///
  /// - Parameters:
  ///   - method: The method's name.
  ///   - type: The simple name of the receiver's type.
  ///   - importsHoistRouter: Whether the calling file imports `NavigationRouter`.
  /// - Returns: `true` for a mutating method found from the code or of Hoist's `Router`.
  package func isMutating(_ method: String, of type: String, importsHoistRouter: Bool) -> Bool {
    if mutatingMethods[type]?.contains(method) == true { return true }
    return importsHoistRouter && type == "Router" && Self.hoistRouterMethods.contains(method)
  }

  /// Whether a property of a type is bound navigation state (the first name of a chain the
  /// type owns).
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - type: The simple name of the type.
  /// - Returns: `true` when some `NavigationStack(path:)` binds it.
  package func isBound(_ property: String, of type: String) -> Bool {
    boundChains[type]?.contains { $0.first == property } == true
  }
}
