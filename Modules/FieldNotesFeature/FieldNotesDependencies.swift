import Foundation
import MangaCatalog
import UserData

/// What the field notes feature reads, injected by the composition root.
package struct FieldNotesDependencies: Sendable {
  /// The current user data: the notes, which are unlocked, and the notes passcode's lock.
  package var userData: @MainActor () -> UserDataState
  /// The title of a series a note is about, or `nil` when the catalog has no such series.
  package var seriesTitle: @Sendable (Series.ID) -> String?
  /// The current time, for the wrong-passcode wait; tests pass a fake clock.
  package var now: @Sendable () -> Date

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - userData: Returns the current user data.
  ///   - seriesTitle: Looks up a series' title; by default no series is known.
  ///   - now: Returns the current time; the system clock by default.
  package init(
    userData: @escaping @MainActor () -> UserDataState,
    seriesTitle: @escaping @Sendable (Series.ID) -> String? = { _ in nil },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.userData = userData
    self.seriesTitle = seriesTitle
    self.now = now
  }
}
