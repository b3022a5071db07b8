import NavigationCore

/// What the registry does with one feature's routes, erased to closures over its route type:
/// screens, titles, data checks, decoding, and building from a matched link.
///
/// Not generic over the app's change type, so that a look-up by route key runs code
/// specialized for its dictionary. Through the generic registration, the app's registry (code
/// unspecialized over `Change`) spent about 2,000 instructions on each look-up, copying the
/// registration through its metadata, and opening a link makes about four (callgrind,
/// `hoist-bench --quick --only links`).
final class RouteHandlers: Sendable {
  /// The feature's screen, or `nil` for a route of another type.
  let screen: @MainActor @Sendable (AnyRoute, FeatureContext) -> Screen?
  /// The feature's title of a route's screen, without building it.
  let title: @MainActor @Sendable (AnyRoute) -> String?
  /// The feature's data check (``FeatureModule/missingData(for:in:)``).
  let missingData: @MainActor @Sendable (AnyRoute, FeatureContext) -> String?
  /// Decodes a route of a key the feature declares from its flat object.
  let decode: @Sendable ([String: JSONScalar]) throws(RouteCodingError) -> AnyRoute
  /// Builds a route from a matched link's fields, when the route type is a
  /// ``LinkBuildableRoute``.
  let build: (@Sendable (String, RouteFields) -> AnyRoute?)?

  /// The handlers of a feature's routes.
  ///
  /// - Parameter feature: The feature.
  @MainActor
  init<F: FeatureModule>(_ feature: F) {
    screen = { route, context in
      guard let route = route.as(F.RouteType.self) else { return nil }
      return feature.screen(for: route, in: context)
    }
    title = { route in
      guard let route = route.as(F.RouteType.self) else { return nil }
      return feature.title(for: route)
    }
    missingData = { route, context in
      guard let route = route.as(F.RouteType.self) else { return nil }
      return feature.missingData(for: route, in: context)
    }
    decode = { object throws(RouteCodingError) in
      // The registry leads here only for a key that `F.RouteType.keys` declares. The route
      // carries the key it was decoded from, as a link's route does the key it was built
      // from: the case is the one the key names, so it is the value's key, and a restore
      // reconciles it without reading the key again (about 4,700 instructions a route).
      guard case .string(let key)? = object["key"] else { throw .missingKey }
      do {
        return AnyRoute(try RouteCoding.decodeDeclared(F.RouteType.self, from: object), key: key)
      } catch let error as RouteCodingError {
        throw error
      } catch {
        throw .invalidFields(key: object["key"]?.description ?? "?", reason: "\(error)")
      }
    }
    build = (F.RouteType.self as? any LinkBuildableRoute.Type).map(Self.builder)
  }

  /// The direct builder of a route type, erased.
  private static func builder(_ type: any LinkBuildableRoute.Type)
    -> @Sendable (String, RouteFields) -> AnyRoute?
  {
    func erase<R: LinkBuildableRoute>(_: R.Type) -> @Sendable (String, RouteFields) -> AnyRoute? {
      // The built route's key is the one it was built from (LinkRouteBuildingTests).
      { key, fields in R(key: key, fields: fields).map { AnyRoute($0, key: key) } }
    }
    return erase(type)
  }
}
