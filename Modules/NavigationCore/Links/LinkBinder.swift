/// A link pattern prepared at registration for matching: each parameter has a numbered slot,
/// the path's optional groups are expanded into the forms they allow, and each route of the
/// stack lists the fields of its flat form with where each value comes from.
///
/// Binding a URL's values into slots and building the routes from them hashes no names and
/// builds no dictionaries (callgrind, `hoist-bench --quick --only links`: building the routes
/// as `[String: JSONScalar]` objects was about 10,000 instructions per URL).
struct LinkBinder: Hashable, Sendable {
  /// A path segment after the host, in one form of the pattern.
  enum Segment: Hashable, Sendable {
    /// A fixed word, compared case-sensitively.
    case literal(String)
    /// A typed value bound to the parameter of a slot.
    case value(slot: Int, name: String, kind: LinkValueKind)
    /// A run of at least `minimum` segments bound, joined by `/`, to the parameter of a slot.
    case values(slot: Int, name: String, kind: LinkValueKind, minimum: Int)
  }

  /// Where a route field's value comes from.
  enum Source: Hashable, Sendable {
    /// A fixed value: the route's key.
    case constant(JSONScalar)
    /// The value bound to a parameter's slot.
    case slot(Int)
  }

  /// A route field and its value's source.
  struct Field: Hashable, Sendable {
    var name: String
    var source: Source
  }

  /// A route of the stack: its flat form's fields (`key` included, each name once) and the
  /// slots they need.
  struct StackRoute: Hashable, Sendable {
    var fields: [Field]
    var needs: [Int]
  }

  /// A query item and the slot of its parameter.
  struct QueryItem: Hashable, Sendable {
    var item: LinkQueryItem
    var slot: Int
  }

  /// The fragment's slot and kind.
  struct Capture: Hashable, Sendable {
    var slot: Int
    var kind: LinkValueKind
  }

  /// What a set of slots builds: the stack's routes, bottom first, and the modal's root.
  struct Built: Hashable, Sendable {
    var routes: [RouteFields]
    var modal: RouteFields?
  }

  /// Each parameter's name, by slot.
  let parameters: [String]
  /// The path's forms: one without optional groups, more with them (absent groups first).
  let forms: [LinkPathForm]
  /// The query items, in the pattern's order, each with its slot.
  let query: [QueryItem]
  /// The fragment's slot and kind, if the pattern captures it.
  let fragment: Capture?
  /// The stack, bottom first.
  let stack: [StackRoute]
  /// The modal's root route, if the pattern ends in one.
  let modal: StackRoute?

  /// Prepares a registered pattern.
  ///
  /// - Parameter pattern: A pattern whose parameters are each bound once and whose routes'
  ///   fields are all bound (``LinkTable/register(_:feature:)`` checks both first).
  init(_ pattern: LinkPattern) {
    let parameters = pattern.parameters
    // Registration checks every name a route or item uses is bound, so each has its slot.
    var slots: [String: Int] = [:]
    for (slot, name) in parameters.enumerated() { slots[name] = slots[name] ?? slot }
    self.parameters = parameters
    forms = LinkPathForm.forms(of: pattern.segments, slots: slots)
    query = pattern.query.map { QueryItem(item: $0, slot: slots[$0.parameter] ?? 0) }
    fragment = pattern.fragment.map { Capture(slot: slots[$0.parameter] ?? 0, kind: $0.kind) }
    let prepare = { (route: LinkRoute) -> StackRoute in
      // The flat form holds the key under `key`; a field of that name takes its place, as
      // it did when the form was built as a dictionary.
      var fields = [Field(name: "key", source: .constant(.string(route.key)))]
      for (name, parameter) in route.fields {
        let field = Field(name: name, source: .slot(slots[parameter] ?? 0))
        if name == "key" { fields[0] = field } else { fields.append(field) }
      }
      // Sorted, so that equal patterns prepare equal binders whatever the dictionary's order.
      fields.sort { $0.name < $1.name }
      return StackRoute(fields: fields, needs: route.fields.values.map { slots[$0] ?? 0 }.sorted())
    }
    stack = pattern.stack.map(prepare)
    modal = pattern.modal.map { prepare($0.route) }
  }

  /// Empty slots for one match.
  var emptyValues: [JSONScalar?] {
    Array(repeating: nil, count: parameters.count)
  }

  /// The slots of values given by parameter name.
  ///
  /// - Parameter named: Values by parameter name; names that are not parameters are dropped.
  /// - Returns: The slots.
  func values(_ named: [String: JSONScalar]) -> [JSONScalar?] {
    parameters.map { named[$0] }
  }

  // MARK: - Building

  /// Builds the routes whose parameters are all present, in order, stopping at the first
  /// that is not, then the modal's root when the stack is whole and its parameters are
  /// present; a value left unused then is an error naming what it needs.
  ///
  /// - Parameter values: The bound slots.
  /// - Returns: Each route's flat form, bottom first, and the modal's.
  /// - Throws: ``LinkError/needs(parameter:missing:)`` naming the first unused parameter (by
  ///   name) and the first missing one of the route where the stack stopped.
  func build(from values: [JSONScalar?]) throws(LinkError) -> Built {
    var routes: [RouteFields] = []
    routes.reserveCapacity(stack.count)
    for (built, route) in stack.enumerated() {
      guard let fields = route.fields(from: values) else {
        try checkNothingUnused(values, built: built, stoppedAt: route)
        return Built(routes: routes, modal: nil)
      }
      routes.append(fields)
    }
    guard let modal else { return Built(routes: routes, modal: nil) }
    guard let fields = modal.fields(from: values) else {
      try checkNothingUnused(values, built: stack.count, stoppedAt: modal)
      return Built(routes: routes, modal: nil)
    }
    return Built(routes: routes, modal: fields)
  }

  /// The routes of ``build(from:)`` without the modal, for callers that know the pattern
  /// has none.
  func routes(from values: [JSONScalar?]) throws(LinkError) -> [RouteFields] {
    try build(from: values).routes
  }

  /// Throws when the stack stopped at a route while a value no built route uses was given:
  /// the link names more than the stack it builds.
  private func checkNothingUnused(_ values: [JSONScalar?], built: Int, stoppedAt route: StackRoute)
    throws(LinkError)
  {
    let isUnused = { (slot: Int) in
      values[slot] != nil && !stack.prefix(built).contains { $0.needs.contains(slot) }
    }
    guard values.indices.contains(where: isUnused) else { return }
    let unused = values.indices.filter(isUnused).map { parameters[$0] }.sorted()
    let missing = route.needs.filter { values[$0] == nil }.map { parameters[$0] }.sorted()
    throw .needs(parameter: unused.first ?? "?", missing: missing.first ?? "?")
  }
}

extension LinkBinder.StackRoute {
  /// The route's flat form filled from the slots, or `nil` when a slot it needs is empty.
  ///
  /// - Parameter values: The bound slots.
  /// - Returns: The fields.
  func fields(from values: [JSONScalar?]) -> RouteFields? {
    var filled: [RouteFields.Field] = []
    filled.reserveCapacity(fields.count)
    for field in fields {
      switch field.source {
      case .constant(let value):
        filled.append(RouteFields.Field(name: field.name, value: value))
      case .slot(let slot):
        guard let value = values[slot] else { return nil }
        filled.append(RouteFields.Field(name: field.name, value: value))
      }
    }
    return RouteFields(unique: filled)
  }
}
