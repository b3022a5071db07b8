/// How a modal covers the stack that presents it.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A sheet over the presenting stack.
  case sheet
  /// A full-screen cover, used for immersive reading.
  case fullScreenCover
}
