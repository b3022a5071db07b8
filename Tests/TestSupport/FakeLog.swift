import ChildProcess
import NavigationCore

/// What a fake feature was asked to do, in order; safe to share across isolation domains.
package final class FakeLog: Sendable {
  /// One handled intent and the context it was handled in.
  package struct Entry: Hashable, Sendable {
    /// The intent.
    package var intent: FakeIntent
    /// The context's route: the route whose screen emitted the intent.
    package var route: AnyRoute?
    /// The context's tab.
    package var tab: TabID

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - intent: The intent.
    ///   - route: The emitting route.
    ///   - tab: The selected tab.
    package init(intent: FakeIntent, route: AnyRoute?, tab: TabID) {
      self.intent = intent
      self.route = route
      self.tab = tab
    }
  }

  private let storage = Locked<[Entry]>([])

  /// Creates an empty log.
  package init() {}

  /// The handled intents, oldest first.
  package var entries: [Entry] {
    storage.withLock { $0 }
  }

  /// Records a handled intent.
  ///
  /// - Parameter entry: The entry.
  package func record(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }
}
