import AppShell
import Foundation
import LibraryFeature
import NavigationCore
import NavigationRouter
import Observation
import UserData

/// Part of scenario 1: notifications per command that told an observer of a part that did
/// not change (spurious) or missed one that did, over random commands on the four tabs.
///
/// One observer per part: the selected tab, the alert, the data revision, and for each tab
/// at depths 0 to 2 its path and the modal it presents. After each command the values are
/// read again; an observer that fired is tracked again.
@MainActor
enum ObservationScenario {
  static let commandCount = 10_000

  /// One observed part: how to read it (observing it) as a comparable value.
  private struct Part {
    let read: (Router<UserDataChange>) -> AnyHashable
  }

  @MainActor private final class Fired {
    var parts: Set<Int> = []
  }

  static func rows() throws -> [ResultRow] {
    let app = try BenchmarkApp.make()
    let router = app.router
    let tabs = router.state.tabOrder
    var parts: [Part] = [
      Part { AnyHashable($0.selectedTab) }, Part { AnyHashable($0.alert) },
      Part { AnyHashable($0.dataRevision) },
    ]
    var stacks: [StackID] = []
    for tab in tabs {
      for depth in 0...2 {
        let stack = StackID(tab: tab, depth: depth)
        stacks.append(stack)
        parts.append(Part { AnyHashable($0.path(on: stack)) })
        parts.append(Part { AnyHashable($0.presented(over: stack)) })
      }
    }
    let fired = Fired()
    func track(_ index: Int) {
      withObservationTracking {
        _ = parts[index].read(router)
      } onChange: {
        MainActor.assumeIsolated { _ = fired.parts.insert(index) }
      }
    }
    parts.indices.forEach(track)
    var generator = SplitMix64(seed: 2027)
    let routes = BenchmarkApp.pageRoutes(count: 16)
    let sheet = LibraryRoute.addToList(seriesID: "op").erased
    let alert = AlertRequest(
      title: "Sure?", confirmLabel: "Yes", confirm: AnyIntent(feature: "library", "confirm"))
    var spurious = 0
    var missed = 0
    for _ in 0..<commandCount {
      func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
      let stack = pick(stacks)
      let command: NavigationCommand =
        switch generator.next() % 16 {
        case 0, 1, 2: .push(pick(routes), on: stack)
        case 3, 4: .push(pick(routes))
        case 5, 6: .back
        case 7: .popCount(Int(generator.next() % 3), on: stack)
        case 8: .replacePath(Array(routes.prefix(Int(generator.next() % 4))), on: stack)
        case 9: .present(sheet, style: pick([.sheet, .fullScreenCover]), over: stack)
        case 10: .dismiss(over: stack)
        case 11: .dismissAll(tab: stack.tab)
        case 12: pick([.showAlert(alert), .dismissAlert])
        default: .selectTab(pick(tabs))
        }
      let before = parts.map { $0.read(router) }
      fired.parts = []
      router.apply([command])
      let after = parts.map { $0.read(router) }
      let changed = Set(parts.indices.filter { before[$0] != after[$0] })
      spurious += fired.parts.subtracting(changed).count
      missed += changed.subtracting(fired.parts).count
      fired.parts.forEach(track)
    }
    let size = "\(commandCount.formatted()) random commands, \(tabs.count) tabs"
    return [
      .value(
        "1 router spurious notifications", size: size, Double(spurious) / Double(commandCount),
        unit: "per command", goal: .exactly(0)),
      .value(
        "1 router missed notifications", size: size, Double(missed) / Double(commandCount),
        unit: "per command", goal: .exactly(0)),
    ]
  }
}
