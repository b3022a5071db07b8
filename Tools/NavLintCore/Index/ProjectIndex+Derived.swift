extension ProjectIndex {
  /// A view member and the view type it was reached through.
  package struct MemberStep {
    /// The type declaring the member.
    package var type: TypeInfo
    /// The member.
    package var member: TypeInfo.ViewMember
    /// The custom view's name when the step enters another view's `body`, or
    /// `Route.member` when it follows a destination the route type builds.
    package var view: String?
  }

  /// The view members a piece of view code uses: members of its own type it refers to (or
  /// top-level view functions of that name), the `body` of each project view it calls, and
  /// the members of a route type that build its destinations (`route.destinationView()`).
  ///
  /// - Parameters:
  ///   - facts: What the code contains.
  ///   - type: The type the code is written in, if known.
  ///   - inline: Whether to skip what only pushed destinations use.
  /// - Returns: The members reached in one step.
  package func steps(from facts: ViewFacts, in type: TypeInfo?, inline: Bool = false)
    -> [MemberStep]
  {
    var result: [MemberStep] = []
    for name in inline ? facts.inlineReferencedMembers : facts.referencedMembers {
      if let type, let member = type.viewMember(name) {
        result.append(MemberStep(type: type, member: member, view: nil))
      } else if let function = freeFunctions.viewMember(name) {
        result.append(MemberStep(type: freeFunctions, member: function, view: nil))
      }
    }
    // Pushed screens only: never shown in place.
    if !inline {
      for key in facts.routeMembers {
        guard let step = routeMemberStep(key, in: type) else { continue }
        result.append(step)
      }
    }
    for name in inline ? facts.inlineCalledTypes : facts.calledTypes {
      // A capitalized helper function of the same type (`Actions()`) before a type.
      if let type, let member = type.viewMember(name), member.isFunction {
        result.append(MemberStep(type: type, member: member, view: nil))
        continue
      }
      guard let view = self.type(named: name, in: type?.qualifiedName), view.isView,
        let body = view.viewMember("body")
      else { continue }
      result.append(MemberStep(type: view, member: body, view: view.name))
    }
    return result
  }

  /// The step into a route type's member that builds a destination.
  ///
  /// - Parameters:
  ///   - key: ``memberKey(_:_:)`` of the route type as written and the member.
  ///   - type: The type the destination is written in, for nested names.
  /// - Returns: The step, or `nil` when the route or the member is unknown.
  package func routeMemberStep(_ key: String, in type: TypeInfo?) -> MemberStep? {
    guard let separator = key.firstIndex(of: "#"),
      let route = self.type(named: String(key[..<separator]), in: type?.qualifiedName),
      let member = route.viewMember(String(key[key.index(after: separator)...]))
    else { return nil }
    return MemberStep(type: route, member: member, view: "\(route.name).\(member.name)")
  }

  mutating func computeMemberReachability() {
    var stacks: [String: [String]?] = [:]
    var buttons: [String: Bool] = [:]
    func stackChain(_ type: TypeInfo, _ member: TypeInfo.ViewMember) -> [String]? {
      let key = Self.memberKey(type.qualifiedName, member.name)
      if let known = stacks[key] { return known }
      stacks[key] = .some(nil)
      var chain: [String]?
      if member.facts.hasNavigationStack {
        chain = []
      } else {
        for step in steps(from: member.facts, in: type) {
          if let found = stackChain(step.type, step.member) {
            chain = (step.view.map { [$0] } ?? []) + found
            break
          }
        }
      }
      stacks[key] = .some(chain)
      return chain
    }
    func holdsButton(_ type: TypeInfo, _ member: TypeInfo.ViewMember) -> Bool {
      let key = Self.memberKey(type.qualifiedName, member.name)
      if let known = buttons[key] { return known }
      buttons[key] = false
      let result =
        member.facts.hasButton
        || steps(from: member.facts, in: type).contains { holdsButton($0.type, $0.member) }
      buttons[key] = result
      return result
    }
    for type in types.values.sorted(by: { $0.qualifiedName < $1.qualifiedName }) + [freeFunctions] {
      for member in type.viewMembers {
        let key = Self.memberKey(type.qualifiedName, member.name)
        if let chain = stackChain(type, member) { stackMembers[key] = chain }
        if holdsButton(type, member) { buttonMembers.insert(key) }
      }
    }
  }

  mutating func computeLabelMembers() {
    var queue: [(MemberStep, String)] = []
    let valueTypes = Set(
      navigationLinkExtensions.filter(\.forwardsToValue).compactMap(\.unlabelledValueType)
        .flatMap(Self.namedTypes(in:))
        .map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    for file in files {
      for label in file.labels where label.valueType.map(valueTypes.contains) ?? true {
        let context = label.context.flatMap { type(named: $0) }
        let origin = "\(file.path):\(label.line)"
        queue += steps(from: label.facts, in: context).map { ($0, origin) }
      }
    }
    while let (step, origin) = queue.popLast() {
      let key = Self.memberKey(step.type.qualifiedName, step.member.name)
      guard labelMembers[key] == nil else { continue }
      labelMembers[key] = origin
      queue += steps(from: step.member.facts, in: step.type).map { ($0, origin) }
    }
  }

  mutating func computeLazyMembers() {
    var queue: [(MemberStep, String)] = []
    for file in files {
      for content in file.lazyContents {
        let context = content.context.flatMap { type(named: $0) }
        let origin = "\(content.container ?? "lazy container") at \(file.path):\(content.line)"
        queue += steps(from: content.facts, in: context, inline: true).map { ($0, origin) }
      }
    }
    while let (step, origin) = queue.popLast() {
      let key = Self.memberKey(step.type.qualifiedName, step.member.name)
      // A view that owns a NavigationStack roots a new stack: its destinations belong there.
      guard lazyMembers[key] == nil, !step.member.facts.hasNavigationStack else { continue }
      lazyMembers[key] = origin
      queue += steps(from: step.member.facts, in: step.type, inline: true).map { ($0, origin) }
    }
  }

  mutating func computeRouteTypes() {
    // Direct uses first, so a route's origin is a use of the route itself when there is
    // one, not a wrapper's destination that reaches it.
    var found: [(TypeInfo, String)] = []
    for file in files {
      for use in file.navigationValues {
        if let receiver = use.receiver, !isNavigationState(receiver, from: use.context) {
          continue
        }
        guard let route = routeType(of: use) else { continue }
        let origin = "\(file.path):\(use.line)"
        found.append((route, origin))
        if routeTypes[route.qualifiedName] == nil { routeTypes[route.qualifiedName] = origin }
        if let caseName = use.caseName {
          let key = Self.memberKey(route.qualifiedName, caseName)
          if routeCaseUses[key] == nil { routeCaseUses[key] = origin }
        }
      }
    }
    for (route, origin) in found { addPayloadRoutes(of: route, origin: origin) }
  }

  /// Whether a property chain from a type is navigation state: a `NavigationPath` (also
  /// through `Binding` or an optional), or a property some `NavigationStack(path:)` binds.
  private func isNavigationState(_ chain: [String], from context: String?) -> Bool {
    guard var current = context.flatMap({ type(named: $0) }) else { return false }
    for (offset, name) in chain.enumerated() {
      guard let shape = current.storedProperty(name)?.type else { return false }
      var unwrapped = unaliased(shape, in: current.qualifiedName)
      while true {
        if case .optional(let wrapped) = unwrapped {
          unwrapped = wrapped
        } else if case .named(let binding, let arguments) = unwrapped,
          binding == "Binding" || binding == "SwiftUI.Binding", arguments.count == 1
        {
          unwrapped = arguments[0]
        } else {
          break
        }
      }
      if offset == chain.count - 1 {
        if case .named(let last, _) = unwrapped,
          last == "NavigationPath" || last == "SwiftUI.NavigationPath"
        {
          return true
        }
        return routerModel.isBound(name, of: current.name)
      }
      guard case .named(let next, _) = unwrapped,
        let info = type(named: next, in: current.qualifiedName)
      else { return false }
      current = info
    }
    return false
  }

  private func routeType(of use: NavigationValueUse) -> TypeInfo? {
    switch use.reference {
    case .type(let name):
      return type(named: name, in: use.context)
    case .enumCase(let name):
      let enums = types.values.filter { type in
        type.kind == .enumType && type.enumCases.contains { $0.name == name }
      }
      return enums.count == 1 ? enums[0] : nil
    case .property(let chain):
      guard var current = use.context.flatMap({ type(named: $0) }) else { return nil }
      for (offset, name) in chain.enumerated() {
        guard let shape = current.storedProperty(name)?.type else { return nil }
        var unwrapped = unaliased(shape, in: current.qualifiedName)
        if case .optional(let wrapped) = unwrapped { unwrapped = wrapped }
        if offset == chain.count - 1 {
          guard case .collection(.named(let element, _)) = unwrapped else { return nil }
          return type(named: element, in: current.qualifiedName)
        }
        guard case .named(let next, _) = unwrapped,
          let info = type(named: next, in: current.qualifiedName)
        else { return nil }
        current = info
      }
      return nil
    }
  }

  private mutating func addRoute(_ route: TypeInfo, origin: String) {
    guard routeTypes[route.qualifiedName] == nil else { return }
    routeTypes[route.qualifiedName] = origin
    addPayloadRoutes(of: route, origin: origin)
  }

  /// Adds the enums a route holds: its cases' payloads, or the stored properties of a
  /// wrapper struct, class or actor, following wrappers of wrappers to the enums they hold.
  private mutating func addPayloadRoutes(of route: TypeInfo, origin: String) {
    var seen: Set<String> = [route.qualifiedName]
    addPayloadRoutes(of: route, origin: origin, seen: &seen)
  }

  private mutating func addPayloadRoutes(
    of route: TypeInfo, origin: String, seen: inout Set<String>
  ) {
    let shapes: [TypeShape]
    switch route.kind {
    case .enumType: shapes = route.enumCases.flatMap { $0.payloads.map(\.type) }
    case .structType, .classType, .actorType: shapes = route.storedProperties.compactMap(\.type)
    default: shapes = []
    }
    for shape in shapes {
      for name in Self.namedTypes(in: shape) {
        guard let inner = type(named: name, in: route.qualifiedName),
          seen.insert(inner.qualifiedName).inserted
        else { continue }
        if inner.kind == .enumType {
          addRoute(inner, origin: origin)
        } else if route.kind != .enumType, inner.kind != .protocolType {
          addPayloadRoutes(of: inner, origin: origin, seen: &seen)
        }
      }
    }
  }

  /// The nominal type names a shape holds: `Route` for `[Route]?`.
  ///
  /// - Parameter shape: A type shape.
  /// - Returns: The names, outermost first.
  package static func namedTypes(in shape: TypeShape) -> [String] {
    switch shape {
    case .named(let name, _): [name]
    case .optional(let wrapped), .collection(let wrapped): namedTypes(in: wrapped)
    case .dictionary(let key, let value): namedTypes(in: key) + namedTypes(in: value)
    case .tuple(let elements): elements.flatMap(namedTypes(in:))
    case .function, .existential, .other: []
    }
  }
}
