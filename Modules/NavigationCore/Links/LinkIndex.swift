/// Look-up tables derived from a ``LinkTable``'s patterns, built once per registration so
/// that parsing a URL neither filters nor sorts every pattern nor prints templates.
///
/// Measured with callgrind on release builds: building the scheme set, filtering, sorting
/// and printing the template on every URL was about half of parsing it.
struct LinkIndex: Hashable, Sendable {
  /// Where a URL's patterns are looked up: its scheme, form and host.
  struct Place: Hashable, Sendable {
    var scheme: String
    var form: LinkForm
    var host: String
  }

  /// A pattern with its custom-scheme template printed once.
  struct Candidate: Hashable, Sendable {
    var link: RegisteredLink
    var template: String
  }

  /// The custom schemes of every pattern.
  private(set) var schemes: Set<String> = []
  /// The patterns of each place, most specific first: the order in which
  /// ``LinkTable/parse(_:)`` tries them.
  private(set) var candidates: [Place: [Candidate]] = [:]

  /// An empty index.
  init() {}

  /// The index of patterns.
  ///
  /// - Parameter links: Every pattern, in registration order.
  /// - Complexity: O(*p* log *p*) for *p* patterns.
  init(links: [RegisteredLink]) {
    schemes = Set(links.map(\.pattern.scheme))
    var grouped: [Place: [RegisteredLink]] = [:]
    for form in LinkForm.allCases {
      for link in links where form == .custom || link.pattern.isUniversal {
        let place = Place(scheme: link.pattern.scheme, form: form, host: link.pattern.host)
        grouped[place, default: []].append(link)
      }
    }
    // The same stable sort, reversed, that ordered the matching patterns of each URL: a
    // filtered subsequence of this order is the order of the filtered patterns.
    candidates = grouped.mapValues { links in
      links.sorted { $0.pattern.specificity.lexicographicallyPrecedes($1.pattern.specificity) }
        .reversed().map { Candidate(link: $0, template: $0.pattern.template) }
    }
  }
}
