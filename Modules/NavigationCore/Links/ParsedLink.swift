/// What a URL asks for after its syntax is checked and before state is.
public enum ParsedLink: Hashable, Sendable {
  /// A URL this app does not open (another scheme or site, plain http, a port on our domain).
  case foreign
  /// The bare app link (`shop://`, `https://shop.example/`): open the app where it is.
  case app(scheme: String)
  /// A matched pattern: the tab and the routes, in their flat JSON form.
  case location(LinkLocation)
}

/// Where a matched link lands: the tab and the routes of its stack.
public struct LinkLocation: Hashable, Sendable {
  /// The feature that declares the matched pattern.
  public var feature: String
  /// The matched pattern's custom-scheme template.
  public var template: String
  /// The tab.
  public var tab: TabID
  /// The routes, bottom first, each as its flat form's fields, `key` included.
  public var routeFields: [RouteFields]
  /// The sheet or cover presented over the routes, if the pattern ends in one.
  public var modal: LinkModalRoute?

  /// The routes, bottom first, as flat JSON objects with `key`.
  public var routes: [[String: JSONScalar]] {
    get { routeFields.map(\.object) }
    set { routeFields = newValue.map(RouteFields.init) }
  }

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - feature: The declaring feature.
  ///   - template: The pattern's template.
  ///   - tab: The tab.
  ///   - routes: The routes' flat JSON objects.
  public init(feature: String, template: String, tab: TabID, routes: [[String: JSONScalar]]) {
    self.init(
      feature: feature, template: template, tab: tab, routeFields: routes.map(RouteFields.init))
  }

  /// Creates a location from its routes' fields.
  ///
  /// - Parameters:
  ///   - feature: The declaring feature.
  ///   - template: The pattern's template.
  ///   - tab: The tab.
  ///   - routeFields: The routes' flat forms.
  ///   - modal: The sheet or cover over them; `nil` by default.
  public init(
    feature: String, template: String, tab: TabID, routeFields: [RouteFields],
    modal: LinkModalRoute? = nil
  ) {
    self.feature = feature
    self.template = template
    self.tab = tab
    self.routeFields = routeFields
    self.modal = modal
  }
}

/// A sheet or full-screen cover a link presents, or a printed link's state shows: its style and
/// its root route's flat form (its own stack is empty).
public struct LinkModalRoute: Hashable, Sendable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The modal's root route, as its flat form's fields, `key` included.
  public var routeFields: RouteFields

  /// The root route as a flat JSON object with `key`.
  public var route: [String: JSONScalar] { routeFields.object }

  /// Creates a modal of a link.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - route: The root route's flat JSON object.
  public init(_ style: PresentationStyle, route: [String: JSONScalar]) {
    self.init(style, routeFields: RouteFields(route))
  }

  /// Creates a modal of a link from its root route's fields.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - routeFields: The root route's flat form.
  public init(_ style: PresentationStyle, routeFields: RouteFields) {
    self.style = style
    self.routeFields = routeFields
  }
}
