import Foundation
import NavigationCore

/// The registered features, type-erased: who owns each route key, who draws each tab's
/// root, and who handles each feature's intents.
///
/// `Change` is the app's data change type: every feature answers with changes of it. Each feature's
/// ``/NavigationCore/FeatureModule/Delegate`` requests are mapped at registration by a function the
/// composition root types on that feature, so the registry hands out outcomes whose requests are
/// already commands, and nothing is cast back from `any`.
///
/// Registering and asking features (screens, titles, intents, restore checks) happen on the
/// main actor, where features live; decoding routes does not touch a feature and may run
/// anywhere.
@MainActor
public struct FeatureRegistry<Change: Sendable>: Sendable {
  /// One registered feature's answers in the app's change type, erased to closures over its
  /// concrete types (what it does with its routes is in ``RouteHandlers``).
  private struct Registration: Sendable {
    var tabRoot: AnyRoute?
    var handle: @MainActor @Sendable (AnyIntent, FeatureContext) -> Outcome<Change, Never>?
    var arrive: (@MainActor @Sendable (AnyRoute, FeatureContext) -> Outcome<Change, Never>?)?
  }

  /// A registration held by reference: a look-up retains one object instead of copying every
  /// closure through the generic struct's metadata (callgrind: about 1,700 instructions each).
  private final class SharedRegistration: Sendable {
    let registration: Registration
    init(_ registration: Registration) { self.registration = registration }
  }

  private nonisolated var registrations: [String: Registration] = [:]
  /// Each registered route key's registration: `registrations[routeKeys[key]]` in one look-up.
  private nonisolated var registrationsByKey: [String: SharedRegistration] = [:]
  /// Each registered route key's handlers, shared by the keys of one feature.
  private nonisolated var handlersByKey: [String: RouteHandlers] = [:]

  /// The route types of the registered features, for the router's check that a pushed or
  /// presented route is one a feature declares.
  package private(set) nonisolated var routeTypes: Set<ObjectIdentifier> = []

  /// Every registered route key, mapped to the name of the feature that declares it.
  public private(set) nonisolated var routeKeys: [String: String] = [:]

  /// Every claimed tab, mapped to the name of the feature that draws its root.
  public private(set) nonisolated var tabOwners: [TabID: String] = [:]

  /// Each feature's restore check, by feature name (see `FeatureRegistry+Restoration`).
  nonisolated var reconcilers: [String: @MainActor @Sendable (AnyRoute) -> RouteReconciliation?] =
    [:]

  /// Each feature's route type name in a `NavigationPath`, by feature name, and the decoder of
  /// an element's JSON by that type name (see `FeatureRegistry+NavigationPath`).
  nonisolated var pathTypeNames: [String: String] = [:]
  nonisolated var pathElementDecoders: [String: @Sendable (Data) throws -> AnyRoute] = [:]

  /// The composition root's replacement for a route its feature drops on restore, by feature
  /// name (see `FeatureRegistry+Restoration`).
  nonisolated var restorationFallbacks: [String: @MainActor @Sendable (AnyRoute) -> AnyRoute?] = [:]

  /// Each feature's split-view column roles, by feature name (see `FeatureRegistry+Layout`).
  nonisolated var columnRoles: [String: @MainActor @Sendable (AnyRoute) -> ColumnRole?] = [:]

  /// Every feature's URL patterns (see ``/NavigationCore/LinkableFeature``) and the https domains.
  public private(set) nonisolated var links = LinkTable()

  /// Creates an empty registry.
  public nonisolated init() {}

  // MARK: - Registering

  /// Registers a feature that asks nothing of the composition root (its `Delegate` is
  /// `Never`).
  ///
  /// - Parameter feature: The feature.
  /// - Throws: As ``register(_:delegates:)``.
  public mutating func register<F: FeatureModule>(_ feature: F) throws(RegistryError)
  where F.Change == Change, F.Delegate == Never {
    try register(feature, answer: { intent, context in feature.handle(intent, in: context) })
  }

  /// Registers a feature's route keys, tab root and intent handling, with the composition
  /// root's mapping of its delegate requests.
  ///
  /// - Parameters:
  ///   - feature: The feature.
  ///   - delegates: The composition root's function typed on the feature's `Delegate`: an
  ///     exhaustive `switch` from each request to commands, given the context of the route
  ///     that emitted it. A feature with delegates cannot be registered without one.
  /// - Throws: ``RegistryError/duplicateFeature(name:)`` when its name is taken,
  ///   ``RegistryError/duplicateRouteKey(key:first:second:)`` when another feature (or the
  ///   feature itself) already declares one of its keys,
  ///   ``RegistryError/keyOutsideFeature(key:feature:)`` when a key is not
  ///   `<name>.<case>`, ``RegistryError/unknownCaseName(key:feature:)`` when a name in its
  ///   route type's `caseNames` is no case, ``RegistryError/unlabelledPayload(key:position:)``
  ///   when a listed case has an unlabelled associated value,
  ///   ``RegistryError/caseNotListed(key:feature:)`` when its tab root's case is not in
  ///   `caseNames`, and ``RegistryError/tabClaimedTwice(tab:first:second:)`` when another
  ///   feature draws its tab. Nothing is registered when it throws.
  /// - Complexity: O(*k*) in the feature's number of route keys.
  public mutating func register<F: FeatureModule>(
    _ feature: F,
    delegates: @escaping @MainActor @Sendable (F.Delegate, FeatureContext) -> [NavigationCommand]
  ) throws(RegistryError) where F.Change == Change {
    try register(
      feature,
      answer: { intent, context in
        feature.handle(intent, in: context).mappingDelegates { delegates($0, context) }
      })
  }

  /// Registers a feature whose intents `answer` turns into outcomes without delegates.
  private mutating func register<F: FeatureModule>(
    _ feature: F,
    answer: @escaping @MainActor @Sendable (F.Intent, FeatureContext) -> Outcome<Change, Never>
  ) throws(RegistryError) {
    let name = F.name
    guard registrations[name] == nil else { throw .duplicateFeature(name: name) }
    var newKeys: [String: String] = [:]
    for key in F.RouteType.keys {
      if let first = routeKeys[key] ?? newKeys[key] {
        throw .duplicateRouteKey(key: key, first: first, second: name)
      }
      guard key.hasPrefix(name + "."), key.count > name.count + 1 else {
        throw .keyOutsideFeature(key: key, feature: name)
      }
      newKeys[key] = name
    }
    try Self.checkCases(of: feature)
    if let tab = feature.tab, let first = tabOwners[tab] {
      throw .tabClaimedTwice(tab: tab, first: first, second: name)
    }
    var newLinks = links
    var arrive: (@MainActor @Sendable (AnyRoute, FeatureContext) -> Outcome<Change, Never>?)?
    if let linkable = feature as? any LinkableFeature {
      do {
        try newLinks.register(type(of: linkable).links, feature: name)
      } catch {
        throw .link(error)
      }
      arrive = Self.arrival(of: linkable)
    }
    links = newLinks
    routeKeys.merge(newKeys) { first, _ in first }
    if let tab = feature.tab {
      tabOwners[tab] = name
    }
    reconcilers[name] = { route in route.as(F.RouteType.self).map { feature.reconcile($0).erased } }
    if let element = F.RouteType.self as? any NavigationPathElement.Type {
      pathTypeNames[name] = element.navigationPathTypeName
      pathElementDecoders[element.navigationPathTypeName] = Self.pathElementDecoder(
        F.RouteType.self)
    }
    if let columns = feature as? any SplitViewColumns {
      columnRoles[name] = Self.columnLookup(columns)
    }
    let registration = Registration(
      tabRoot: feature.erasedTabRoot,
      handle: { intent, context in
        intent.as(F.Intent.self).map { answer($0, context) }
      },
      arrive: arrive
    )
    registrations[name] = registration
    routeTypes.insert(ObjectIdentifier(F.RouteType.self))
    let shared = SharedRegistration(registration)
    let handlers = RouteHandlers(feature)
    for key in newKeys.keys {
      registrationsByKey[key] = shared
      handlersByKey[key] = handlers
    }
  }

  /// Refuses a route type whose listed cases do not decode (a name that is no case, an
  /// unlabelled payload) and a tab root whose case is not listed.
  private static func checkCases<F: FeatureModule>(of feature: F) throws(RegistryError) {
    if let (caseName, problem) = RouteCaseProbe.firstProblem(in: F.RouteType.self) {
      let key = "\(F.name).\(caseName)"
      switch problem {
      case .notACase: throw .unknownCaseName(key: key, feature: F.name)
      case .unlabelledPayload(let position): throw .unlabelledPayload(key: key, position: position)
      }
    }
    if let root = feature.tabRoot, !F.RouteType.caseNames.contains(root.caseName) {
      throw .caseNotListed(key: "\(F.name).\(root.caseName)", feature: F.name)
    }
  }

  /// Adds the https hosts whose universal links open a custom scheme's patterns.
  ///
  /// - Parameter domain: The domain, such as `shop.example` for `shop`.
  public mutating func addLinkDomain(_ domain: UniversalLinkDomain) {
    links.addDomain(domain)
  }

  /// Checks, once every feature is registered, that every route key a link pattern names
  /// is registered and that every universal pattern has an https domain.
  ///
  /// - Throws: ``RegistryError/link(_:)`` naming the pattern, the key and the feature.
  public func checkLinks() throws(RegistryError) {
    do {
      try links.check { routeKeys[$0] != nil }
    } catch {
      throw .link(error)
    }
  }

  /// The feature's arrival, erased; an outcome of another change type is dropped (the
  /// registry's own `register` methods admit only features of `Change`).
  private static func arrival<L: LinkableFeature>(of feature: L)
    -> @MainActor @Sendable (AnyRoute, FeatureContext) -> Outcome<Change, Never>?
  {
    { route, context in
      route.as(L.RouteType.self).flatMap {
        feature.arrived(at: $0, in: context) as? Outcome<Change, Never>
      }
    }
  }

  // MARK: - Looking up

  /// Whether a feature declares a route key.
  ///
  /// - Parameter key: A route key such as `shop.product`.
  /// - Returns: `true` when the key is registered.
  public nonisolated func isRegistered(_ key: String) -> Bool {
    routeKeys[key] != nil
  }

  /// The root route of a tab.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The root route of the feature that claimed the tab, or `nil`.
  public nonisolated func tabRoot(for tab: TabID) -> AnyRoute? {
    tabOwners[tab].flatMap { registrations[$0]?.tabRoot }
  }

  /// Builds the screen for a route with the feature that declares its key.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - context: Where the user is.
  /// - Returns: The feature's screen, or ``/NavigationCore/Screen/noDestination(key:)`` when no
  ///   feature declares the key for the route's type.
  public func screen(for route: AnyRoute, in context: FeatureContext) -> Screen {
    resolvedScreen(for: route, in: context) ?? .noDestination(key: route.key)
  }

  /// The title of a route's screen without building it, or `nil` when no feature declares it.
  ///
  /// - Parameter route: The route.
  /// - Returns: The feature's cheap title.
  public func title(for route: AnyRoute) -> String? {
    handlersByKey[route.key]?.title(route)
  }

  /// Why a route's data does not exist, from its feature's check, without building its screen.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - context: Where the user is.
  /// - Returns: What the route's `notFound` or `missing` screen says (its
  ///   ``/NavigationCore/Screen/missingDataMessage``), or `nil` when its data exists or no feature
  ///   declares it (the no-destination screen is drawn, not missing data).
  public func missingData(for route: AnyRoute, in context: FeatureContext) -> String? {
    handlersByKey[route.key]?.missingData(route, context)
  }

  /// The feature's screen for a route, or `nil` when no feature declares it.
  func resolvedScreen(for route: AnyRoute, in context: FeatureContext) -> Screen? {
    handlersByKey[route.key]?.screen(route, context)
  }

  /// Hands an intent to the feature it is addressed to.
  ///
  /// - Parameters:
  ///   - intent: The intent; ``/NavigationCore/AnyIntent/feature`` names the handling feature.
  ///   - context: Where the user is; `context.route` emitted the intent.
  /// - Returns: The feature's outcome with its delegate requests mapped to commands, or `nil`
  ///   when no feature has that name or the intent is not of the feature's intent type.
  public func handle(_ intent: AnyIntent, in context: FeatureContext) -> Outcome<Change, Never>? {
    registrations[intent.feature]?.handle(intent, context)
  }

  /// What arriving by link at a route does besides navigating, from the feature that
  /// declares the route.
  ///
  /// - Parameters:
  ///   - route: The route the link landed on.
  ///   - context: Where the user is after landing.
  /// - Returns: The feature's outcome, or `nil` when its feature declares no links.
  public func arrive(at route: AnyRoute, in context: FeatureContext) -> Outcome<Change, Never>? {
    registrationsByKey[route.key]?.registration.arrive?(route, context)
  }

  /// Builds a matched link's route from its flat fields with the feature that declares its
  /// key, as ``decodeRoute(_:)`` does from the same fields' object.
  ///
  /// - Parameter fields: The flat form's fields, `key` included, as
  ///   ``/NavigationCore/LinkLocation/routeFields`` holds them.
  /// - Returns: The route; exactly what ``decodeRoute(_:)`` returns for
  ///   ``/NavigationCore/RouteFields/object``.
  /// - Throws: As ``decodeRoute(_:)``.
  public nonisolated func linkRoute(_ fields: RouteFields) throws(RouteCodingError) -> AnyRoute {
    let (key, handlers) = try handlers(forKey: fields["key"])
    if let route = handlers.build?(key, fields) { return route }
    return try handlers.decode(fields.object)
  }

  /// Builds a matched link's route from its flat object with the feature that declares its
  /// key, as ``decodeRoute(_:)`` does.
  ///
  /// - Parameter object: The flat object, `key` included, as
  ///   ``/NavigationCore/LinkLocation/routes`` holds it.
  /// - Returns: The route; exactly what ``decodeRoute(_:)`` returns.
  /// - Throws: As ``decodeRoute(_:)``.
  public nonisolated func linkRoute(_ object: [String: JSONScalar]) throws(RouteCodingError)
    -> AnyRoute
  {
    try decodeRoute(object)
  }

  /// Decodes a route from its flat JSON object with the feature that declares its key: directly
  /// when its route type is a ``/NavigationCore/LinkBuildableRoute`` (each conforming feature tests
  /// that what it builds equals the decoded route), else, and for whatever its builder leaves,
  /// through the route's `Codable` form, so every error is decoding's.
  ///
  /// - Parameter object: The flat object, `key` included.
  /// - Returns: The route, carrying the key it was decoded from.
  /// - Throws: ``/NavigationCore/RouteCodingError/missingKey`` without a string `key`,
  ///   ``/NavigationCore/RouteCodingError/unknownKey(_:)`` when no feature declares it, and
  ///   ``/NavigationCore/RouteCodingError/invalidFields(key:reason:)`` when the fields do not fit.
  /// - Complexity: O(*f*) in the object's fields; building skips the `Decodable`
  ///   detour.
  public nonisolated func decodeRoute(_ object: [String: JSONScalar]) throws(RouteCodingError)
    -> AnyRoute
  {
    let (key, handlers) = try handlers(forKey: object["key"])
    if let route = handlers.build?(key, RouteFields(object)) { return route }
    return try handlers.decode(object)
  }

  /// ``decodeRoute(_:)`` through the route's `Codable` form only, never built: the reference
  /// that the builders of ``LinkBuildableRoute`` types must equal, in routes and errors.
  ///
  /// - Parameter object: The flat object, `key` included.
  /// - Returns: The decoded route.
  /// - Throws: As ``decodeRoute(_:)``.
  package nonisolated func decodeRouteThroughCoding(_ object: [String: JSONScalar])
    throws(RouteCodingError)
    -> AnyRoute
  {
    try handlers(forKey: object["key"]).handlers.decode(object)
  }

  /// The route key a flat object's `key` field names, and the handlers of the feature that
  /// declares it.
  private nonisolated func handlers(forKey field: JSONScalar?) throws(RouteCodingError) -> (
    key: String, handlers: RouteHandlers
  ) {
    guard case .string(let key)? = field else { throw .missingKey }
    guard let handlers = handlersByKey[key] else { throw .unknownKey(key) }
    return (key, handlers)
  }
}
