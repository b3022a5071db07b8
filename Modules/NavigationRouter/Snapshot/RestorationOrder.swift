import Foundation
import NavigationCore

/// Makes one bottom-first report of restoration's two passes: decoding (a route no feature
/// decodes, a negative number) and each feature's reconciliation.
///
/// Restoration runs bottom first: a route dropped (or replaced by a fallback) lower in a stack
/// takes everything above it, so a route above it that did not decode is not a change of its
/// own but one of the screens it removed (`and N screens above it`, `removedAbove` in JSON).
package enum RestorationOrder {
  /// Folds each decoding change into the lowest reconciliation change below it in its tab
  /// that removed what was above it, then orders the changes by tab, then bottom first.
  ///
  /// - Parameters:
  ///   - decoded: The changes of decoding, each truncating its stack at the route.
  ///   - reconciled: The changes of reconciling what decoding kept.
  ///   - prefix: The place prefix of the window, such as `window 2 › `, or empty.
  ///   - tabs: The app's tabs in order.
  /// - Returns: The changes, one per route that was dropped or replaced where nothing below
  ///   it removed it.
  /// - Complexity: O(d × r + n log n) in the decoding, reconciliation and all changes.
  package static func bottomFirst(
    decoded: [RestorationChange], reconciled: [RestorationChange], prefix: String,
    tabs: [TabID]
  ) -> [RestorationChange] {
    var merged = reconciled
    var alone: [RestorationChange] = []
    for change in decoded {
      guard let position = position(of: change.place, prefix: prefix) else {
        alone.append(change)
        continue
      }
      let below = merged.indices.compactMap { index -> (index: Int, at: Position)? in
        let other = merged[index]
        guard other.tab == change.tab, other.action == .dropped || other.removedAbove > 0,
          let at = Self.position(of: other.place, prefix: prefix), at < position
        else { return nil }
        return (index, at)
      }.min { $0.at < $1.at }?.index
      if let below {
        merged[below].removedAbove += 1 + change.removedAbove
      } else {
        alone.append(change)
      }
    }
    let order = Dictionary(uniqueKeysWithValues: tabs.enumerated().map { ($1, $0) })
    return (alone + merged).enumerated().sorted { left, right in
      let a = (
        order[left.element.tab] ?? .max,
        position(of: left.element.place, prefix: prefix) ?? Position(level: 0, step: 0)
      )
      let b = (
        order[right.element.tab] ?? .max,
        position(of: right.element.place, prefix: prefix) ?? Position(level: 0, step: 0)
      )
      if a.0 != b.0 { return a.0 < b.0 }
      if a.1 != b.1 { return a.1 < b.1 }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// Where a place is in its stack, bottom first: the modal level (0 for the tab's own path),
  /// then the step on that level (a path index; a modal's root comes after its level's path).
  struct Position: Comparable {
    var level: Int
    var step: Int

    static func < (left: Position, right: Position) -> Bool {
      (left.level, left.step) < (right.level, right.step)
    }
  }

  /// The position of a place such as `path 2`, `sheet root` or `sheet › path 1`, after the
  /// window prefix; `nil` for a place that is not one (a window that was dropped).
  static func position(of place: String, prefix: String) -> Position? {
    guard place.hasPrefix(prefix) else { return nil }
    let parts = place.dropFirst(prefix.count).components(separatedBy: " › ")
    guard let last = parts.last else { return nil }
    if last.hasPrefix("path "), let index = Int(last.dropFirst("path ".count)) {
      return Position(level: parts.count - 1, step: index)
    }
    guard last.hasSuffix(" root") else { return nil }
    return Position(level: parts.count - 1, step: .max)
  }
}
