/// One form of a pattern's path: its optional groups each present or absent, so a flat list of
/// literals and values with at most one run of several segments.
///
/// Matching a URL tries the forms of its host's patterns, most specific first (``LinkIndex``);
/// printing picks the form whose values are exactly the ones the routes give.
struct LinkPathForm: Hashable, Sendable {
  /// The segments after the host.
  let segments: [LinkBinder.Segment]
  /// The slots the path binds in this form, sorted.
  let slots: [Int]
  /// Where the run of several segments is, if there is one.
  let run: Int?
  /// How many segments it has besides its run's.
  let fixedCount: Int
  /// How many segments a run takes at least (0 without a run).
  let runMinimum: Int

  init(segments: [LinkBinder.Segment]) {
    self.segments = segments
    var slots: [Int] = []
    var run: Int?
    var minimum = 0
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .literal: break
      case .value(let slot, _, _): slots.append(slot)
      case .values(let slot, _, _, let least):
        slots.append(slot)
        run = run ?? index
        minimum = least
      }
    }
    self.slots = slots.sorted()
    self.run = run
    self.runMinimum = minimum
    fixedCount = segments.count - (run == nil ? 0 : 1)
  }

  /// The forms of a pattern's segments, the form with every group absent first.
  ///
  /// - Parameters:
  ///   - segments: The pattern's segments.
  ///   - slots: Each parameter's slot.
  /// - Returns: The forms; a pattern without groups has one.
  static func forms(of segments: [LinkSegment], slots: [String: Int]) -> [LinkPathForm] {
    expand(segments, slots: slots).map(LinkPathForm.init(segments:))
  }

  private static func expand(_ segments: [LinkSegment], slots: [String: Int])
    -> [[LinkBinder.Segment]]
  {
    var forms: [[LinkBinder.Segment]] = [[]]
    for segment in segments {
      switch segment {
      case .literal(let word):
        forms = forms.map { $0 + [.literal(word)] }
      case .value(let name, let kind):
        forms = forms.map { $0 + [.value(slot: slots[name] ?? 0, name: name, kind: kind)] }
      case .values(let name, let kind, let count):
        let run = LinkBinder.Segment.values(
          slot: slots[name] ?? 0, name: name, kind: kind, minimum: count == .oneOrMore ? 1 : 0)
        forms = forms.map { $0 + [run] }
      case .optional(let group):
        let inner = expand(group, slots: slots)
        forms = forms.flatMap { form in [form] + inner.map { form + $0 } }
      }
    }
    return forms
  }

  /// Orders forms so that the most specific comes first: more literal segments, then fewer
  /// runs (a single value beats a run), then narrower value kinds.
  var specificity: [Int] {
    var literals = 0
    var kinds = 0
    for segment in segments {
      switch segment {
      case .literal: literals += 1
      case .value(_, _, let kind): kinds += kind.specificity
      case .values: break
      }
    }
    return [literals, run == nil ? 1 : 0, kinds]
  }

  /// What makes two forms the same URL shape: their literals and the kinds of their values.
  var shape: String {
    segments.map { segment in
      switch segment {
      case .literal(let word): "/" + word
      case .value(_, _, let kind): "/<\(kind)>"
      case .values(_, _, let kind, let minimum): "/<\(kind)...\(minimum)>"
      }
    }.joined()
  }

  // MARK: - Matching

  /// Whether a path has this form's segment count and literal words.
  ///
  /// - Parameter path: The decoded path segments after the host.
  /// - Returns: `true` when the form's shape fits.
  func fits(_ path: ArraySlice<String>) -> Bool {
    guard let run else {
      guard segments.count == path.count else { return false }
      for (segment, token) in zip(segments, path) {
        if case .literal(let word) = segment, word != token { return false }
      }
      return true
    }
    guard path.count >= fixedCount + runMinimum else { return false }
    for (offset, segment) in segments.enumerated() where offset != run {
      guard case .literal(let word) = segment else { continue }
      let index =
        offset < run
        ? path.startIndex + offset : path.endIndex - (segments.count - offset)
      if path[index] != word { return false }
    }
    return true
  }

  /// Reads the path's values into their slots.
  ///
  /// - Parameters:
  ///   - path: The decoded path segments after the host, of a shape that ``fits(_:)``.
  ///   - values: The slots.
  /// - Throws: ``LinkError/invalidValue(name:value:reason:)`` for the first value its kind
  ///   refuses.
  func bind(_ path: ArraySlice<String>, into values: inout [JSONScalar?]) throws(LinkError) {
    let runLength = path.count - fixedCount
    var index = path.startIndex
    for segment in segments {
      switch segment {
      case .literal:
        index += 1
      case .value(let slot, let name, let kind):
        values[slot] = try kind.parse(path[index], name: name)
        index += 1
      case .values(let slot, let name, let kind, _):
        var elements: [String] = []
        elements.reserveCapacity(runLength)
        for token in path[index..<(index + runLength)] {
          elements.append(try kind.parse(token, name: name).description)
        }
        values[slot] = .string(elements.joined(separator: "/"))
        index += runLength
      }
    }
  }

  // MARK: - Printing

  /// The percent-encoded path after the host, `/` first, for the slots' values.
  ///
  /// - Parameters:
  ///   - values: The slots.
  ///   - encode: The percent-encoder.
  /// - Returns: The path, or `nil` when a value has no text of its kind (a run's value with
  ///   an empty segment among them).
  func print(_ values: [JSONScalar?], encode: (String) -> String) -> String? {
    var text = ""
    for segment in segments {
      switch segment {
      case .literal(let word):
        text += "/" + encode(word)
      case .value(let slot, _, let kind):
        guard let value = values[slot], let raw = kind.text(for: value) else { return nil }
        text += "/" + encode(raw)
      case .values(let slot, _, let kind, let minimum):
        guard case .string(let joined)? = values[slot] else { return nil }
        let elements =
          joined.isEmpty ? [] : joined.split(separator: "/", omittingEmptySubsequences: false)
        guard elements.count >= minimum else { return nil }
        for element in elements {
          guard let raw = kind.elementText(String(element)) else { return nil }
          text += "/" + encode(raw)
        }
      }
    }
    return text
  }
}
