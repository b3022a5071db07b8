import NavigationCore
import Synchronization

/// What a fake feature was asked to do, in order; safe to share across isolation domains.
public final class FakeLog: Sendable {
  /// One handled intent and the context it was handled in.
  public struct Entry: Hashable, Sendable {
    /// The intent.
    public var intent: FakeIntent
    /// The context's route: the route whose screen emitted the intent.
    public var route: AnyRoute?
    /// The context's tab.
    public var tab: TabID

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - intent: The intent.
    ///   - route: The emitting route.
    ///   - tab: The selected tab.
    public init(intent: FakeIntent, route: AnyRoute?, tab: TabID) {
      self.intent = intent
      self.route = route
      self.tab = tab
    }
  }

  private let storage = Mutex<[Entry]>([])

  /// Creates an empty log.
  public init() {}

  /// The handled intents, oldest first.
  public var entries: [Entry] {
    storage.withLock { $0 }
  }

  /// Records a handled intent.
  ///
  /// - Parameter entry: The entry.
  public func record(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }
}
