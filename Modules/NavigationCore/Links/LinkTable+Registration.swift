extension LinkTable {
  /// Checks a pattern on its own: host, literals, parameters, groups, runs, defaults.
  static func checkAlone(_ pattern: LinkPattern, feature: String) throws(LinkRegistrationError) {
    let template = pattern.template
    guard !pattern.host.isEmpty else { throw .emptyHost(feature: feature) }
    try checkSegments(pattern.segments, template: template)
    let parameters = pattern.parameters
    let isRepeated = { (name: String) in parameters.filter { $0 == name }.count > 1 }
    if let repeated = parameters.first(where: isRepeated) {
      throw .repeatedParameter(template: template, parameter: repeated)
    }
    let names = pattern.query.map(\.name)
    if let name = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw .repeatedQueryName(template: template, name: name)
    }
    for item in pattern.query {
      if let value = item.defaultValue, item.kind.text(for: value) == nil {
        throw .unreadableDefault(template: template, name: item.name)
      }
    }
    for route in pattern.builtRoutes {
      for parameter in route.fields.values.sorted() where !parameters.contains(parameter) {
        throw .unboundParameter(template: template, key: route.key, parameter: parameter)
      }
    }
    let slots = Dictionary(parameters.enumerated().map { ($1, $0) }) { first, _ in first }
    for form in LinkPathForm.forms(of: pattern.segments, slots: slots) {
      let runs = form.segments.filter { if case .values = $0 { true } else { false } }
      guard runs.count <= 1 else { throw .twoRuns(template: template) }
    }
  }

  private static func checkSegments(_ segments: [LinkSegment], template: String)
    throws(LinkRegistrationError)
  {
    for segment in segments {
      switch segment {
      case .literal(let word):
        if word.isEmpty || word.utf8.contains(UInt8(ascii: "/")) {
          throw .unmatchableLiteral(template: template, literal: word)
        }
      case .value, .values: break
      case .optional(let group):
        // The group's own segments, not its nested groups', decide whether it is present.
        guard group.contains(where: { $0.parameter != nil }) else {
          throw .optionalGroupBindsNothing(template: template)
        }
        try checkSegments(group, template: template)
      }
    }
  }

  /// Checks a pattern against the registered ones: no shape twice, no URL that two forms of
  /// equal specificity both match.
  static func checkAgainst(_ registered: [RegisteredLink], _ link: RegisteredLink)
    throws(LinkRegistrationError)
  {
    let pattern = link.pattern
    for other in registered
    where other.pattern.scheme == pattern.scheme
      && other.pattern.host == pattern.host
    {
      for (formIndex, form) in link.binder.forms.enumerated() {
        for (otherIndex, otherForm) in other.binder.forms.enumerated() {
          let new = LinkIndex.Candidate(link: link, form: formIndex, template: pattern.template)
          let old = LinkIndex.Candidate(
            link: other, form: otherIndex, template: other.pattern.template)
          guard new.specificity == old.specificity else { continue }
          if form.shape == otherForm.shape && requiredNames(pattern) == requiredNames(other.pattern)
          {
            throw .duplicatePattern(
              template: pattern.template, first: other.feature, second: link.feature)
          }
          if let url = LinkWitness.url(both: new, old) {
            throw .ambiguousPatterns(
              template: pattern.template, other: other.pattern.template, url: url)
          }
        }
      }
    }
    // Two forms of the pattern itself that both match a URL.
    let forms = link.binder.forms.indices.map {
      LinkIndex.Candidate(link: link, form: $0, template: pattern.template)
    }
    for (index, form) in forms.enumerated() {
      for other in forms[(index + 1)...] where other.specificity == form.specificity {
        if let url = LinkWitness.url(both: form, other) {
          throw .ambiguousPatterns(template: pattern.template, other: pattern.template, url: url)
        }
      }
    }
  }

  private static func requiredNames(_ pattern: LinkPattern) -> [String] {
    pattern.query.filter(\.isRequired).map(\.name).sorted()
  }

  /// Prints every pattern with sample values at each depth and parses the link back.
  func checkRoundTrips() throws(LinkRegistrationError) {
    for link in links {
      for sample in LinkSample.samples(of: link) {
        for form in LinkForm.allCases {
          guard
            let url = print(
              link, routes: sample.routes.map(\.object), modal: sample.modal, form: form)
          else { continue }
          let opens: String
          do throws(LinkError) {
            guard case .location(let location) = try parse(url) else {
              throw .unexpectedPath(expected: [])
            }
            if location.template == link.pattern.template && location.routeFields == sample.routes
              && location.modal == sample.modal
            {
              continue
            }
            opens =
              location.template == link.pattern.template
              ? "other routes of it" : location.template
          } catch {
            opens = "an error: \(error.description)"
          }
          throw .printedLinkOpensElsewhere(template: link.pattern.template, url: url, opens: opens)
        }
      }
    }
  }
}
