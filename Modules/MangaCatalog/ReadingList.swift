/// A user's list that a series can be on.
package enum ReadingList: String, Hashable, Sendable, Codable, CaseIterable {
  case reading
  case completed
  case planToRead

  /// The list's name as people read it, such as `Plan to read`.
  package var displayName: String {
    switch self {
    case .reading: "Reading"
    case .completed: "Completed"
    case .planToRead: "Plan to read"
    }
  }
}
