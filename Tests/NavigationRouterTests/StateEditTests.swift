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

  /// The reducer as it was before edits: every stack command compares stacks, and a command
  /// on the stack on screen is read as the same command naming that stack.
  private static func referenceApply(
    _ command: NavigationCommand, to state: inout AppNavigationState
  ) -> NavigationDiagnostic? {
    if case .onActiveStack(let relative) = command {
      let active = StackID(tab: state.selectedTab, depth: state.selectedStack.presentationDepth)
      switch relative {
      case .push(let route): return referenceApply(.push(route, on: active), to: &state)
      case .back: return referenceApply(.popCount(1, on: active), to: &state)
      case .popTo(let match):
        return referenceApply(.popTo(match, on: active), to: &state).map { _ in
          .noRouteMatching(match, on: nil)
        }
      case .popCount(let count): return referenceApply(.popCount(count, on: active), to: &state)
      case .popToRoot: return referenceApply(.popToRoot(on: active), to: &state)
      case .replacePath(let routes):
        return referenceApply(.replacePath(routes, on: active), to: &state)
      case .replaceTop(let route): return referenceApply(.replaceTop(route, on: active), to: &state)
      case .present(let route, let style):
        return referenceApply(.present(route, style: style, over: active), to: &state)
      case .dismiss:
        guard active.depth > 0 else { return .nothingToDismiss(over: active) }
        return referenceApply(
          .dismiss(over: StackID(tab: active.tab, depth: active.depth - 1)), to: &state)
      case .dismissAll: return referenceApply(.dismissAll(tab: state.selectedTab), to: &state)
      }
    }
    var diagnostic: NavigationDiagnostic?
    func update(_ id: StackID, _ body: (inout NavigationStackState) -> Void) {
      guard
        state.tabOrder.contains(id.tab) || id.tab == state.selectedTab
          || state.stacks[id.tab] != nil
      else {
        diagnostic = .noStack(id, presented: nil, tabs: state.tabOrder)
        return
      }
      let old = state.stacks[id.tab] ?? NavigationStackState()
      guard id.depth >= 0, id.depth <= old.presentationDepth else {
        diagnostic = .noStack(id, presented: old.presentationDepth, tabs: state.tabOrder)
        return
      }
      func change(_ stack: inout NavigationStackState, depth: Int) {
        guard depth > 0, var modal = stack.presentation else { return body(&stack) }
        change(&modal.stack, depth: depth - 1)
        stack.presentation = modal
      }
      var new = old
      change(&new, depth: id.depth)
      if new != old { state.stacks[id.tab] = new }
    }
    switch command {
    case .onActiveStack: break
    case .push(let route, let id):
      update(id) { $0.path.push(route) }
    case .popCount(let count, let id):
      update(id) { stack in
        if count > 0, stack.path.isEmpty { diagnostic = .nothingToPop(on: id) }
        stack.path.pop(count: count)
      }
    case .popTo(let match, let id):
      update(id) { if !$0.path.pop(to: match) { diagnostic = .noRouteMatching(match, on: id) } }
    case .popToRoot(let id):
      update(id) { $0.path.popToRoot() }
    case .replacePath(let routes, let id):
      update(id) { $0.path.replace(with: routes) }
    case .replaceTop(let route, let id):
      update(id) { $0.path.replaceTop(with: route) }
    case .present(let route, let style, let id):
      let holding =
        id.depth > 0
        ? state.stacks[id.tab]?.stack(atDepth: id.depth - 1)?.presentation?.root : nil
      guard holding != route else { return nil }
      update(id) { stack in
        if stack.presentation?.root != route {
          stack.presentation = Presentation(style: style, root: route)
        }
      }
    case .dismiss(let id):
      update(id) { stack in
        if stack.presentation == nil { diagnostic = .nothingToDismiss(over: id) }
        stack.presentation = nil
      }
    case .dismissAll(let tab):
      update(.tab(tab)) { $0.presentation = nil }
    case .showAlert(let request):
      state.alert = request
    case .dismissAlert:
      state.alert = nil
    case .selectTab(let tab):
      guard state.tabOrder.contains(tab) else { return .unknownTab(tab, tabs: state.tabOrder) }
      state.selectedTab = tab
    }
    return diagnostic
  }

  private static func randomStack(_ random: inout SeededGenerator) -> StackID {
    StackID(
      tab: ["library", "search", "ghost"].randomElement(using: &random) ?? "library",
      depth: Int.random(in: -1...2, using: &random))
  }

  private static func randomCommand(_ random: inout SeededGenerator) -> NavigationCommand {
    let route = routes.randomElement(using: &random) ?? AlphaRoute.item("a")
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", isDestructive: true,
      confirm: AnyIntent(feature: "alpha", FakeIntent.reject("x")))
    let style: PresentationStyle = Bool.random(using: &random) ? .sheet : .fullScreenCover
    let some = Array(routes.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
    let stack = randomStack(&random)
    switch Int.random(in: 0..<24, using: &random) {
    case 0, 1, 2: return .push(route)
    case 3, 4: return .back
    case 5: return .popTo(.key(route.key))
    case 6: return .popCount(Int.random(in: -1...3, using: &random))
    case 7: return .popToRoot
    case 8: return .replacePath(some)
    case 9: return .replaceTop(route)
    case 10: return .present(route, style: style)
    case 11: return .dismiss
    case 12: return Bool.random(using: &random) ? .showAlert(alert) : .dismissAlert
    case 13, 14: return .push(route, on: stack)
    case 15: return .popCount(Int.random(in: -1...3, using: &random), on: stack)
    case 16: return .popTo(.key(route.key), on: stack)
    case 17:
      return Bool.random(using: &random) ? .popToRoot(on: stack) : .replaceTop(route, on: stack)
    case 18: return .replacePath(some, on: stack)
    case 19: return .present(route, style: style, over: stack)
    case 20: return .dismiss(over: stack)
    case 21: return .dismissAll(tab: stack.tab)
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
      case .onActiveStack(.push(let route)): #expect(probe.pushChanges(route) == (edit != nil))
      case .onActiveStack(.back): #expect(probe.backChanges() == (edit != nil))
      default: break
      }
      #expect(probe == before && probe.tabStacks.tabs == before.tabStacks.tabs)
      let referenceDiagnostic = Self.referenceApply(command, to: &reference)
      let applied = state.apply(command)
      #expect(state == reference, "seed \(seed), step \(step), \(command)")
      #expect(diagnostic == referenceDiagnostic, "seed \(seed), step \(step), \(command)")
      #expect(applied == referenceDiagnostic?.description)
      #expect((edit == nil) == (state == before), "seed \(seed), step \(step), \(command)")
      if state != reference { return }
    }
  }
}
