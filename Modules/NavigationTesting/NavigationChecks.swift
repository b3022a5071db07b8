import NavigationCore
import NavigationRouter
import Testing

/// One-call checks of an app's routes and links, each recording a test issue per problem.
@MainActor
public enum NavigationChecks {
  /// Checks that one value of every case of a route type gives every key of
  /// ``/NavigationCore/Route/keys``, each once and in declaration order: a case missing from
  /// ``/NavigationCore/Route/caseNames``, or listed under another name, fails here.
  ///
  /// - Parameters:
  ///   - oneOfEachCase: One value of each case, in declaration order.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The problems found; empty when the keys are right.
  @discardableResult
  public static func expectDistinctKeys<R: Route>(
    _ oneOfEachCase: [R], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    var problems: [String] = []
    let keys = oneOfEachCase.map(\.key)
    var seen: Set<String> = []
    for key in keys where !seen.insert(key).inserted {
      problems.append("two values have the key '\(key)': give one value of each case")
    }
    for key in keys where !R.keys.contains(key) {
      problems.append(
        "'\(key)' is not among \(R.self).keys \(R.keys): add its case name to caseNames")
    }
    for key in R.keys where !keys.contains(key) {
      problems.append("no value has the key '\(key)': give one value of each case")
    }
    if problems.isEmpty, keys != R.keys {
      problems.append("the keys \(keys) are not in the order of caseNames \(R.keys)")
    }
    record(problems, sourceLocation)
    return problems
  }

  /// Checks that each path prints as a link and that the link parses back to the same tab and
  /// routes, in the custom-scheme form and, where the pattern has one, the universal form.
  ///
  /// - Parameters:
  ///   - paths: Paths a link should open, each with its tab, bottom route first.
  ///   - registry: The app's registry.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The problems found; empty when every path round-trips.
  @discardableResult
  public static func expectLinksRoundTrip<Change>(
    _ paths: [(tab: TabID, routes: [AnyRoute])], registry: FeatureRegistry<Change>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let problems = paths.flatMap { roundTripProblems($0.tab, $0.routes, nil, registry) }
    record(problems, sourceLocation)
    return problems
  }

  /// Checks that each sheet or full-screen cover over a path prints as a link and that the
  /// link parses back to the same tab, routes and modal, in the custom-scheme form and, where
  /// the pattern has one, the universal form.
  ///
  /// - Parameters:
  ///   - places: Places a link should open: a tab, its path (bottom route first) and the
  ///     modal presented over it (its own stack empty, as a link builds it).
  ///   - registry: The app's registry.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The problems found; empty when every place round-trips.
  @discardableResult
  public static func expectLinksRoundTrip<Change>(
    modals places: [(tab: TabID, routes: [AnyRoute], modal: Presentation)],
    registry: FeatureRegistry<Change>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    let problems = places.flatMap {
      roundTripProblems($0.tab, $0.routes, $0.modal, registry)
    }
    record(problems, sourceLocation)
    return problems
  }

  /// Why one place does not print a link that parses back to it; empty when it does.
  private static func roundTripProblems<Change>(
    _ tab: TabID, _ routes: [AnyRoute], _ presentation: Presentation?,
    _ registry: FeatureRegistry<Change>
  ) -> [String] {
    let place = "\(tab) › \(routes)" + (presentation.map { " + \($0.style) \($0.root)" } ?? "")
    let objects = routes.compactMap { try? RouteCoding.object(for: $0) }
    guard objects.count == routes.count else {
      return ["a route of \(routes) does not encode as a flat object"]
    }
    var modal: LinkModalRoute?
    if let presentation {
      guard let root = try? RouteCoding.object(for: presentation.root) else {
        return ["the modal's root \(presentation.root) does not encode as a flat object"]
      }
      modal = LinkModalRoute(presentation.style, route: root)
    }
    var problems: [String] = []
    for form in [LinkForm.custom, .https] {
      // Every place a link opens prints in the custom form; the https form is optional.
      guard
        let printed = registry.links.url(for: objects, presenting: modal, tab: tab, form: form)
      else {
        if form == .custom { problems.append("no link pattern prints \(place)") }
        continue
      }
      do {
        guard case .location(let location) = try registry.links.parse(printed) else {
          problems.append("\(printed) does not parse as a location")
          continue
        }
        let parsed = try location.routeFields.map { try registry.linkRoute($0) }
        let parsedModal = try location.modal.map {
          Presentation(style: $0.style, root: try registry.linkRoute($0.routeFields))
        }
        if location.tab != tab || parsed != routes
          || parsedModal?.style != presentation?.style || parsedModal?.root != presentation?.root
        {
          let opened =
            "\(location.tab) › \(parsed)"
            + (parsedModal.map { " + \($0.style) \($0.root)" } ?? "")
          problems.append("\(printed) opens \(opened), not \(place)")
        }
      } catch {
        problems.append("\(printed) is refused by its own parser: \(error)")
      }
    }
    return problems
  }

  /// Records each problem as a test issue at the caller's line.
  private static func record(_ problems: [String], _ sourceLocation: SourceLocation) {
    for problem in problems {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }

  /// Checks that a saved state restores whole: saved as a ``/NavigationRouter/NavigationSnapshot`` in JSON and
  /// read back, every route decodes and its feature keeps it, and the restored state is the
  /// saved one (its alert aside, which is never saved).
  ///
  /// - Parameters:
  ///   - state: A state the app can save.
  ///   - registry: The app's registry.
  ///   - sourceLocation: Where a failure is recorded; the caller's line by default.
  /// - Returns: The problems found: a route that cannot be saved, one per route the restore
  ///   replaced or dropped (its ``/NavigationRouter/RestorationChange/text``), one per repair, or a restored
  ///   state that differs.
  @discardableResult
  public static func expectRestoresWhole<Change>(
    _ state: AppNavigationState, registry: FeatureRegistry<Change>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String] {
    var problems: [String] = []
    do {
      let saved = try NavigationSnapshot(json: try NavigationSnapshot(state).jsonData())
      let (restored, report) = saved.restored(over: state, registry: registry)
      problems = report.lines.map { "restore changed \($0)" }
      var expected = state
      expected.alert = nil
      if problems.isEmpty, restored != expected {
        problems = StateDifference.lines(expected: expected, actual: restored).map {
          "restore changed \($0)"
        }
      }
    } catch {
      problems = ["the state cannot be saved: \(error)"]
    }
    record(problems, sourceLocation)
    return problems
  }
}
