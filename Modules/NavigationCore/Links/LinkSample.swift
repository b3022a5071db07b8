/// A place a link pattern builds from sample values: what the registration check and the
/// round-trip tests print and parse back.
package struct LinkSample: Hashable, Sendable {
  /// The pattern's custom-scheme template.
  package var template: String
  /// The tab.
  package var tab: TabID
  /// The routes, bottom first.
  package var routes: [RouteFields]
  /// The sheet or cover over them, if any.
  package var modal: LinkModalRoute?

  /// Values of each kind, the second needing percent-encoding where the kind allows.
  ///
  /// - Parameter kind: The kind.
  /// - Returns: One or two values.
  package static func values(of kind: LinkValueKind) -> [JSONScalar] {
    switch kind {
    case .identifier(let characters):
      let fitting = ["op", "note-1", "a1", "x", "1"].filter(characters.allowsAll)
      let encoded = ["ノート_1.a", "日本-1", "a.b_c"].filter(characters.allowsAll)
      return (fitting.prefix(1) + encoded.prefix(1)).map { .string($0) }
    case .positiveInteger: return [.integer(1), .integer(1085)]
    case .uuid: return [.string("123E4567-E89B-12D3-A456-426614174000")]
    case .text: return [.string("naruto"), .string("\u{FEFF}one piece & co/100%?#+=ü")]
    }
  }

  /// A run's or a list's value: one element, then two joined.
  private static func joinedValues(of kind: LinkValueKind, separator: String) -> [JSONScalar] {
    let elements = values(of: kind).map(\.description).filter { !$0.contains(separator) }
    guard let first = elements.first else { return [] }
    return [
      .string(first),
      .string(([first] + elements.dropFirst()).joined(separator: separator) + separator + first),
    ]
  }

  /// Every place a pattern builds: each form of its path, each run of its optional query
  /// items, with and without its fragment, with each choice of sample values.
  ///
  /// - Parameter link: A registered pattern.
  /// - Returns: The places, each built by the pattern (no sample that would name more than
  ///   the pattern builds).
  package static func samples(of link: RegisteredLink) -> [LinkSample] {
    let binder = link.binder
    let pattern = link.pattern
    var samples: [LinkSample] = []
    let optional = pattern.query.filter { !$0.isRequired }
    for form in binder.forms {
      for depth in 0...optional.count {
        for withFragment in pattern.fragment == nil ? [false] : [false, true] {
          for choice in 0..<2 {
            var values = binder.emptyValues
            for segment in form.segments {
              switch segment {
              case .literal: break
              case .value(let slot, _, let kind):
                values[slot] = pick(Self.values(of: kind), choice)
              case .values(let slot, _, let kind, _):
                values[slot] = pick(joinedValues(of: kind, separator: "/"), choice)
              }
            }
            for item in pattern.query.filter(\.isRequired) + optional.prefix(depth) {
              let slot = binder.parameters.firstIndex(of: item.parameter) ?? 0
              values[slot] = pick(
                item.listSeparator.map { joinedValues(of: item.kind, separator: $0) }
                  ?? Self.values(of: item.kind), choice)
            }
            for item in optional.dropFirst(depth) where item.defaultValue != nil {
              let slot = binder.parameters.firstIndex(of: item.parameter) ?? 0
              values[slot] = item.defaultValue
            }
            if withFragment, let fragment = binder.fragment {
              values[fragment.slot] = pick(Self.values(of: fragment.kind), choice)
            }
            guard let built = try? binder.build(from: values) else { continue }
            let sample = LinkSample(
              template: pattern.template, tab: pattern.tab, routes: built.routes,
              modal: built.modal.map {
                LinkModalRoute(pattern.modal?.style ?? .sheet, routeFields: $0)
              })
            if !samples.contains(sample) { samples.append(sample) }
          }
        }
      }
    }
    return samples
  }

  private static func pick(_ values: [JSONScalar], _ choice: Int) -> JSONScalar? {
    values.isEmpty ? nil : values[min(choice, values.count - 1)]
  }
}

extension LinkTable {
  /// Every place each registered pattern builds from sample values (``LinkSample``).
  package var samples: [LinkSample] {
    links.flatMap(LinkSample.samples(of:))
  }

  /// Prints a place with one pattern, not the canonical one: for round-trip checks.
  ///
  /// - Parameters:
  ///   - sample: A place the pattern builds.
  ///   - link: The pattern.
  ///   - form: The form.
  /// - Returns: The URL, or `nil` when the pattern cannot print it in this form.
  package func url(of sample: LinkSample, with link: RegisteredLink, form: LinkForm) -> String? {
    print(link, routes: sample.routes.map(\.object), modal: sample.modal, form: form)
  }
}
