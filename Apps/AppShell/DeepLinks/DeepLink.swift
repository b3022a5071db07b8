/// What a deep link or universal link asks for, after syntax checks and before state checks.
package enum DeepLink: Hashable, Sendable {
  /// A series, optionally a chapter, optionally a page of that chapter.
  case series(slug: String, chapter: Int?, page: Int?)
  /// A field note by ID.
  case note(id: String)
  /// A URL this app does not handle; ignored with a message.
  case foreign(String)
}
