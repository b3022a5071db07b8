import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter

/// Collects the names a state file holds that this `hoist` does not know (a layout, a
/// presentation style) and the route fields it cannot read while the file is decoded, so that
/// ``SnapshotMigration`` repairs that one field and reports it instead of setting the whole
/// file aside.
///
/// Decoding is lenient only when a log is in the decoder's `userInfo` under ``key``; without
/// one, an unknown name fails the decode as it always did, so nothing is ever replaced
/// unreported (a route field that is not a scalar is left out either way, as it always was).
package final class RestoredValueLog: @unchecked Sendable {
  /// The `userInfo` key a decoder carries the log under.
  package static let key = CodingUserInfoKey(rawValue: "hoist.restoredValueLog")!

  private let lock = NSLock()
  private var values: [UnknownRestoredValue] = []

  package init() {}

  /// What was found and replaced, in the order it was decoded.
  package var recorded: [UnknownRestoredValue] {
    lock.withLock { values }
  }

  /// The log a decoder carries, if any.
  ///
  /// - Parameter decoder: The decoder.
  /// - Returns: Its log, or `nil` when decoding is strict.
  package static func of(_ decoder: any Decoder) -> RestoredValueLog? {
    decoder.userInfo[key] as? RestoredValueLog
  }

  func record(_ value: UnknownRestoredValue) {
    lock.withLock { values.append(value) }
  }

  /// Decodes a layout; an unknown name is recorded and replaced by
  /// ``UnknownRestoredValue/replacementLayout``.
  ///
  /// - Parameters:
  ///   - container: The container holding it.
  ///   - key: Its key; an absent or null value is `nil`.
  ///   - log: The decoder's log; without one an unknown name throws.
  /// - Returns: The layout, or `nil` when absent.
  /// - Throws: `DecodingError` for a value that is not a string, or an unknown name without a
  ///   log.
  static func layout<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, log: RestoredValueLog?
  ) throws -> Layout? {
    guard let log else { return try container.decodeIfPresent(Layout.self, forKey: key) }
    guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
    if let layout = Layout(rawValue: name) { return layout }
    log.record(.layout(field: SnapshotFile.path(container.codingPath + [key]), name: name))
    return UnknownRestoredValue.replacementLayout
  }

  /// Decodes a stack's presentation; one whose style is unknown is recorded and is `nil`.
  ///
  /// - Parameters:
  ///   - container: The stack's container.
  ///   - key: The presentation's key.
  ///   - log: The decoder's log; without one an unknown style throws.
  /// - Returns: The modal, or `nil` when absent or replaced.
  /// - Throws: `DecodingError` for a modal that does not decode, or an unknown style without a
  ///   log.
  static func presentation<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, log: RestoredValueLog?
  ) throws -> AppSnapshot.Modal? {
    if let log, let style = try? container.decodeIfPresent(ModalStyle.self, forKey: key)?.style,
      PresentationStyle(rawValue: style) == nil
    {
      let field = SnapshotFile.path(container.codingPath + [key]) + ".style"
      log.record(.presentationStyle(field: field, name: style))
      return nil
    }
    return try container.decodeIfPresent(AppSnapshot.Modal.self, forKey: key)
  }
}

/// Only the style of a saved modal, read before the modal itself.
private struct ModalStyle: Decodable {
  var style: String
}
