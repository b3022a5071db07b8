import Foundation
import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// `TabStacks` against the `[TabID: NavigationStackState]` it replaced: the same stacks after
/// the same reads and writes, equal exactly when the dictionaries are equal.
struct TabStacksTests {
  private let a = NavigationStackState(path: [AlphaRoute.item("a")])
  private let b = NavigationStackState(path: [AlphaRoute.item("b"), BetaRoute.home.erased])

  @Test func newStacksAreEmptyInTabOrder() {
    let stacks = TabStacks(tabs: ["library", "search"])
    #expect(stacks.tabs == ["library", "search"])
    #expect(
      stacks.dictionary == ["library": NavigationStackState(), "search": NavigationStackState()])
    #expect(stacks["notes"] == nil)
  }

  @Test func assigningKeepsPositionsAndAppendsNewTabs() {
    var stacks = TabStacks(tabs: ["library", "search", "notes"])
    stacks["search"] = a
    stacks["ghost"] = b
    stacks["library"] = nil
    #expect(stacks.tabs == ["search", "notes", "ghost"])
    #expect(stacks["search"] == a)
    #expect(stacks["ghost"] == b)
    #expect(stacks.dictionary == ["search": a, "notes": NavigationStackState(), "ghost": b])
  }

  @Test func updateChangesInPlaceAndAddsAMissingTab() {
    var stacks = TabStacks(tabs: ["library"])
    let count = stacks.update("library") { stack -> Int in
      stack.path.pushChecked(AlphaRoute.item("a"))
      return stack.path.count
    }
    stacks.update("ghost") { $0.path.pushChecked(BetaRoute.home.erased) }
    #expect(count == 1)
    #expect(stacks["library"] == a)
    #expect(stacks["ghost"] == NavigationStackState(path: [BetaRoute.home.erased]))
    #expect(stacks.tabs == ["library", "ghost"])
  }

  @Test func inPlaceChangesAStackAndAddsNoMissingTab() {
    var stacks = TabStacks(tabs: ["library"])
    let count = stacks.inPlace("library") { stack -> Int in
      stack.path.pushChecked(AlphaRoute.item("a"))
      return stack.path.count
    }
    let missing = stacks.inPlace("ghost") { stack -> Int in
      stack.path.pushChecked(BetaRoute.home.erased)
      return stack.path.count
    }
    #expect(count == 1)
    #expect(missing == nil)
    #expect(stacks["library"] == a)
    #expect(stacks["ghost"] == nil)
    #expect(stacks.tabs == ["library"])
  }

  @Test func entriesAreTheDictionarysInTabOrder() {
    var stacks = TabStacks(tabs: ["search", "library", "notes"])
    stacks["library"] = a
    stacks["ghost"] = b
    stacks["search"] = nil
    let entries = Array(stacks.entries)
    #expect(entries.map(\.0) == ["library", "notes", "ghost"])
    #expect(entries.map(\.1) == [a, NavigationStackState(), b])
    #expect(Dictionary(uniqueKeysWithValues: stacks.entries) == stacks.dictionary)
  }

  @Test func replacingWithADictionaryKeepsPositionsThenSortsNewTabs() {
    var stacks = TabStacks(tabs: ["search", "library", "notes"])
    stacks.replace(with: ["notes": a, "search": b, "zeta": a, "alpha": b])
    #expect(stacks.tabs == ["search", "notes", "alpha", "zeta"])
    #expect(stacks.dictionary == ["notes": a, "search": b, "zeta": a, "alpha": b])
    #expect(TabStacks(["b": a, "a": b]).tabs == ["a", "b"])
  }

  @Test func equalityAndHashIgnoreOrder() {
    var first = TabStacks(tabs: ["library", "search"])
    var second = TabStacks(tabs: ["search", "library"])
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    first["search"] = a
    #expect(first != second)
    second["search"] = a
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    second["notes"] = NavigationStackState()
    #expect(first != second)
  }

  /// Random reads and writes give what a dictionary gives.
  @Test func randomOperationsMatchADictionary() {
    let seed = SeededGenerator.seed(
      from: "HOIST_TAB_STACKS_SEED", in: ProcessInfo.processInfo.environment)
    var random = SeededGenerator(seed: seed)
    let tabs: [TabID] = ["library", "search", "notes", "settings", "ghost"]
    let values = [NavigationStackState(), a, b]
    var stacks = TabStacks(tabs: ["library", "search", "notes", "settings"])
    var dictionary = Dictionary(
      uniqueKeysWithValues: stacks.tabs.map { ($0, NavigationStackState()) })
    for step in 0..<2_000 {
      let tab = tabs.randomElement(using: &random) ?? "library"
      let value = values.randomElement(using: &random) ?? a
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        stacks[tab] = value
        dictionary[tab] = value
      case 1:
        stacks[tab] = nil
        dictionary[tab] = nil
      case 2:
        stacks.update(tab) { $0.path.pushChecked(AlphaRoute.item("\(step)")) }
        dictionary[tab, default: NavigationStackState()].path.push(AlphaRoute.item("\(step)"))
      case 3:
        stacks.update(tab) { _ = $0.path.back() }
        dictionary[tab, default: NavigationStackState()].path.back()
      default:
        let other = TabStacks(dictionary)
        #expect(other == stacks, "seed \(seed), step \(step)")
        #expect(other.hashValue == stacks.hashValue, "seed \(seed), step \(step)")
      }
      #expect(stacks[tab] == dictionary[tab], "seed \(seed), step \(step)")
      #expect(stacks.dictionary == dictionary, "seed \(seed), step \(step)")
      #expect(
        Dictionary(uniqueKeysWithValues: stacks.entries) == dictionary,
        "seed \(seed), step \(step)")
      if stacks.dictionary != dictionary { return }
    }
  }
}
