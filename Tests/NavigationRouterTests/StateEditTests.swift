import Foundation
import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// The reducer's edits: applying one gives what the reference reducer (apply on a copy, keep
/// the result when it differs) gives, and an edit is `nil` exactly when nothing changes.
struct StateEditTests {
  private static let routes: [AnyRoute] = [
    AlphaRoute.item("a"), AlphaRoute.item("b"), BetaRoute.home.erased,
    BetaRoute.toggle(isOn: true).erased,
  ]
  private static let tabs: [TabID] = ["library", "search", "notes"]

  /// The reducer as it was before edits: every stack command compares stacks.
  private static func referenceApply(
    _ command: NavigationCommand, to state: inout AppNavigationState
  )
    -> String?
  {
    func updateSelectedStack(_ body: (inout NavigationStackState) -> Void) {
      let old = state.selectedStack
      var new = old
      body(&new)
      if new != old { state.stacks[state.selectedTab] = new }
    }
    switch command {
    case .push(let route):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.push(route) } }
    case .back:
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.back() } }
    case .popTo(let match):
      var found = true
      updateSelectedStack { stack in stack.updateActiveStack { found = $0.path.pop(to: match) } }
      if !found { return "no route matching \(match) in the path; nothing was popped" }
    case .popCount(let count):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.pop(count: count) } }
    case .popToRoot:
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.popToRoot() } }
    case .replacePath(let routes):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.replace(with: routes) } }
    case .replaceTop(let route):
      updateSelectedStack { stack in stack.updateActiveStack { $0.path.replaceTop(with: route) } }
    case .present(let route, let style):
      guard state.activePresentation?.root != route else { return nil }
      updateSelectedStack { stack in
        stack.updateActiveStack { $0.presentation = Presentation(style: style, root: route) }
      }
    case .dismiss:
      updateSelectedStack { $0.dismissTop() }
    case .dismissAll:
      updateSelectedStack { $0.presentation = nil }
    case .showAlert(let request):
      state.alert = request
    case .dismissAlert:
      state.alert = nil
    case .selectTab(let tab):
      guard state.tabOrder.contains(tab) else {
        return
          "unknown tab '\(tab)'; the tabs are \(state.tabOrder.map(\.rawValue).joined(separator: ", "))"
      }
      state.selectedTab = tab
    }
    return nil
  }

  private static func randomCommand(_ random: inout SeededGenerator) -> NavigationCommand {
    let route = routes.randomElement(using: &random) ?? AlphaRoute.item("a")
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", isDestructive: true,
      confirm: AnyIntent(feature: "alpha", FakeIntent.reject("x")))
    switch Int.random(in: 0..<15, using: &random) {
    case 0, 1, 2: return .push(route)
    case 3, 4: return .back
    case 5: return .popTo(.key(route.key))
    case 6: return .popCount(Int.random(in: -1...3, using: &random))
    case 7: return .popToRoot
    case 8:
      return .replacePath(
        Array(routes.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))))
    case 9: return .replaceTop(route)
    case 10: return .present(route, style: Bool.random(using: &random) ? .sheet : .fullScreenCover)
    case 11: return Bool.random(using: &random) ? .dismiss : .dismissAll
    case 12: return Bool.random(using: &random) ? .showAlert(alert) : .dismissAlert
    default:
      return .selectTab(
        ["library", "search", "notes", "ghost"].randomElement(using: &random) ?? "library")
    }
  }

  @Test(arguments: ["library", "ghost"] as [TabID])
  func editsMatchTheReferenceReducer(selectedTab: TabID) {
    let seed = SeededGenerator.seed(
      from: "HOIST_STATE_EDIT_SEED", in: ProcessInfo.processInfo.environment)
    var random = SeededGenerator(seed: seed)
    var state = AppNavigationState(tabs: Self.tabs, selectedTab: selectedTab)
    var reference = state
    for step in 0..<2_000 {
      let command = Self.randomCommand(&random)
      let (edit, diagnostic) = state.edit(for: command)
      let before = state
      // The router's in-place decisions for a push and a back say what the edit says, and
      // change nothing.
      var probe = state
      switch command {
      case .push(let route): #expect(probe.pushChanges(route) == (edit != nil))
      case .back: #expect(probe.backChanges() == (edit != nil))
      default: break
      }
      #expect(probe == before && probe.tabStacks.tabs == before.tabStacks.tabs)
      let referenceDiagnostic = Self.referenceApply(command, to: &reference)
      let applied = state.apply(command)
      #expect(state == reference, "seed \(seed), step \(step), \(command)")
      #expect(diagnostic == referenceDiagnostic && applied == referenceDiagnostic)
      #expect((edit == nil) == (state == before), "seed \(seed), step \(step), \(command)")
      if state != reference { return }
    }
  }
}
