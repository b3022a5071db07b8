import NavigationCore

/// What opening a link did: how it resolved, what to tell the user, and the events of its one
/// apply.
public struct LinkOpening: Hashable, Sendable {
  /// How a link opened.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Landed exactly where the link points.
    case ok
    /// Landed on the nearest valid screen, with a message.
    case fallback
    /// Landed on a recovery screen naming the input.
    case failed
    /// Not a link of this app; nothing changed.
    case ignored
    /// A link of this app whose URL is malformed; nothing changed but the answered alert's
    /// absence: the message names the bad part.
    case malformed
  }

  /// How the link opened.
  public var kind: Kind
  /// What to tell the user, if anything (fallbacks, failures, foreign and malformed links, a
  /// screen that is already showing).
  public var message: String?
  /// The events of the apply, the ``NavigationEvent/linkOpened(url:outcome:)`` event first.
  public var events: [NavigationEvent]
  /// Why the URL is malformed, when ``kind`` is ``Kind/malformed``.
  public var error: LinkError?

  /// Creates an opening.
  ///
  /// - Parameters:
  ///   - kind: How the link opened.
  ///   - message: What to tell the user.
  ///   - events: The events of the apply.
  ///   - error: Why the URL is malformed.
  public init(
    kind: Kind, message: String? = nil, events: [NavigationEvent] = [], error: LinkError? = nil
  ) {
    self.kind = kind
    self.message = message
    self.events = events
    self.error = error
  }
}

extension LinkOpening.Kind {
  /// The opening kind of a resolution kind.
  ///
  /// - Parameter kind: How the link resolved.
  public init(_ kind: LinkResolutionKind) {
    switch kind {
    case .ok: self = .ok
    case .fallback: self = .fallback
    case .failed: self = .failed
    case .ignored: self = .ignored
    }
  }
}
