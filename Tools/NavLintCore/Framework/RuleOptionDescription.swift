/// One option a rule accepts under `rules.<id>.options` in `.navlint.json`.
public struct RuleOptionDescription: Hashable, Sendable {
  /// The option key.
  public var name: String
  /// The accepted JSON shape.
  public var kind: RuleOptionKind
  /// What the option does and its default.
  public var summary: String

  /// Creates an option description.
  ///
  /// - Parameters:
  ///   - name: The option key.
  ///   - kind: The accepted JSON shape.
  ///   - summary: What the option does and its default.
  public init(_ name: String, _ kind: RuleOptionKind, _ summary: String) {
    self.name = name
    self.kind = kind
    self.summary = summary
  }

  /// `includePreviews`, which every rule accepts: whether findings in preview code
  /// (`#Preview`, `PreviewProvider`, preview-only helpers, files under `previewPaths`) are
  /// reported.
  public static let includePreviews = RuleOption<Bool>(
    "includePreviews", default: false,
    "Whether preview code (#Preview, PreviewProvider, helpers only previews use, files under "
      + "`previewPaths`) is checked."
  ).description
}
