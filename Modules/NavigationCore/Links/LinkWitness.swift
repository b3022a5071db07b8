/// A URL that two forms of link patterns both match, when there is one: what registration
/// names when it refuses two patterns neither of which is more specific.
enum LinkWitness {
  /// A URL both forms match, path and required query items.
  ///
  /// Each run is tried at its least length and up to two more; each position needs a text
  /// both sides read (a literal the other side's value accepts, or a sample text both kinds
  /// accept).
  ///
  /// - Parameters:
  ///   - first: One form of a pattern.
  ///   - second: A form of a pattern of the same scheme and host.
  /// - Returns: The URL in the custom form, or `nil` when no URL matches both.
  static func url(both first: LinkIndex.Candidate, _ second: LinkIndex.Candidate) -> String? {
    let pattern = first.link.pattern
    for left in expansions(of: first.pathForm) {
      for right in expansions(of: second.pathForm) where left.count == right.count {
        guard let tokens = merge(left, right) else { continue }
        guard let items = queryItems(first.link.pattern, second.link.pattern) else { return nil }
        var url = "\(pattern.scheme)://\(pattern.host)"
        for token in tokens { url += "/" + LinkPercentEncoding.encode(token) }
        if !items.isEmpty {
          url +=
            "?" + items.map { "\($0.0)=\(LinkPercentEncoding.encode($0.1))" }.joined(separator: "&")
        }
        return url
      }
    }
    return nil
  }

  /// One position of a path: a word or a value's kind.
  private enum Position {
    case word(String)
    case kind(LinkValueKind)
  }

  /// The form's positions with its run at its least length and up to two more.
  private static func expansions(of form: LinkPathForm) -> [[Position]] {
    let lengths = form.run == nil ? [0] : Array(form.runMinimum...(form.runMinimum + 2))
    return lengths.map { length in
      form.segments.flatMap { segment -> [Position] in
        switch segment {
        case .literal(let word): [.word(word)]
        case .value(_, _, let kind): [.kind(kind)]
        case .values(_, _, let kind, _): Array(repeating: .kind(kind), count: length)
        }
      }
    }
  }

  private static func merge(_ left: [Position], _ right: [Position]) -> [String]? {
    var tokens: [String] = []
    for (a, b) in zip(left, right) {
      switch (a, b) {
      case (.word(let x), .word(let y)):
        guard x == y else { return nil }
        tokens.append(x)
      case (.word(let word), .kind(let kind)), (.kind(let kind), .word(let word)):
        guard (try? kind.parse(word, name: "")) != nil else { return nil }
        tokens.append(word)
      case (.kind(let x), .kind(let y)):
        guard let text = common(x, y) else { return nil }
        tokens.append(text)
      }
    }
    return tokens
  }

  /// The required query items of both patterns, with a value both read where both name one.
  private static func queryItems(_ first: LinkPattern, _ second: LinkPattern)
    -> [(String, String)]?
  {
    var items: [(String, String)] = []
    let required = first.query.filter(\.isRequired) + second.query.filter(\.isRequired)
    for item in required where !items.contains(where: { $0.0 == item.name }) {
      let kinds = required.filter { $0.name == item.name }.map(\.kind)
      guard let text = common(kinds[0], kinds.last ?? kinds[0]) else { return nil }
      items.append((item.name, text))
    }
    return items.sorted { $0.0 < $1.0 }
  }

  /// A text both kinds read.
  private static func common(_ x: LinkValueKind, _ y: LinkValueKind) -> String? {
    samples.first { text in
      (try? x.parse(text, name: "")) != nil && (try? y.parse(text, name: "")) != nil
    }
  }

  private static let samples = [
    "1", "a", "x1", "A", "_", "123E4567-E89B-12D3-A456-426614174000", "a b",
  ]
}
