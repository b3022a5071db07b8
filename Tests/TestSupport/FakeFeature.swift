import NavigationCore

/// A feature for tests, named after its route type's feature: it titles screens by route
/// key, logs every intent, and answers with exactly what ``FakeIntent`` carries.
package struct FakeFeature<RouteType: Route>: FeatureModule {
  package typealias Intent = FakeIntent
  package typealias Change = String
  package typealias Delegate = FakeDelegate

  /// The route type's feature, such as `alpha`.
  package static var name: String { RouteType.feature }

  /// The tab whose root the fake draws, if any.
  package let tab: TabID?
  /// The route drawn at the root of ``tab``.
  package let tabRoot: RouteType?
  /// Every intent handled, in order.
  package let log: FakeLog

  /// Creates a fake feature.
  ///
  /// - Parameters:
  ///   - tab: The tab whose root it draws, if any.
  ///   - tabRoot: The route drawn at that root.
  ///   - log: Where handled intents are recorded.
  package init(tab: TabID? = nil, tabRoot: RouteType? = nil, log: FakeLog = FakeLog()) {
    self.tab = tab
    self.tabRoot = tabRoot
    self.log = log
  }

  /// A content screen titled `<key>` whose body is the route's flat JSON.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - context: Ignored.
  /// - Returns: The screen.
  package func screen(for route: RouteType, in context: FeatureContext) -> Screen {
    Screen(title: route.key, body: route.erased.description)
  }

  /// Keeps every restored route.
  ///
  /// - Parameter route: The route.
  /// - Returns: `.keep`.
  package func reconcile(_ route: RouteType) -> Reconciliation<RouteType> {
    .keep
  }

  /// Logs the intent and answers with what it carries.
  ///
  /// - Parameters:
  ///   - intent: The intent.
  ///   - context: Recorded with the intent.
  /// - Returns: The intent's commands, changes, delegate requests and message.
  package func handle(_ intent: FakeIntent, in context: FeatureContext) -> Outcome<
    String, FakeDelegate
  > {
    log.record(FakeLog.Entry(intent: intent, route: context.route, tab: context.tab))
    switch intent {
    case .respond(let commands, let changes, let delegates, let message):
      return Outcome(commands: commands, changes: changes, delegates: delegates, message: message)
    case .reject(let reason):
      return .rejected(reason)
    case .rejectRecording(let reason, let changes):
      return .rejected(reason, recording: changes)
    }
  }
}
