import NavigationCore
import TestSupport
import Testing

struct NavigationStackStateTests {
  private let item = AlphaRoute.item(id: "a").erased
  private let page = AlphaRoute.page(id: "a", number: 1).erased
  private let toggle = BetaRoute.toggle(isOn: true).erased

  /// A stack with `item` pushed, presenting a sheet (rooted at `toggle`, with `page` pushed)
  /// that itself presents a full-screen cover rooted at `page`.
  private var nested: NavigationStackState {
    let cover = Presentation(style: .fullScreenCover, root: page)
    let sheet = Presentation(
      style: .sheet, root: toggle, stack: NavigationStackState(path: [page], presentation: cover))
    return NavigationStackState(path: [item], presentation: sheet)
  }

  @Test func aStackWithoutModalsIsItsOwnActiveStack() {
    let stack = NavigationStackState(path: [item])
    #expect(stack.activeStack == stack)
    #expect(stack.activePresentation == nil)
    #expect(stack.presentationDepth == 0)
  }

  @Test func theActiveStackIsTheDeepestPresentedOne() {
    let stack = nested
    #expect(stack.presentationDepth == 2)
    #expect(stack.activePresentation == Presentation(style: .fullScreenCover, root: page))
    #expect(stack.activeStack == NavigationStackState())
  }

  @Test func dismissTopRemovesOnlyTheDeepestModal() {
    var stack = nested
    #expect(changes(&stack) { $0.dismissTop() })
    #expect(stack.presentationDepth == 1)
    #expect(stack.path.routes == [item])
    #expect(stack.activePresentation?.root == toggle)
    #expect(stack.activeStack == NavigationStackState(path: [page]))
    #expect(changes(&stack) { $0.dismissTop() })
    #expect(stack == NavigationStackState(path: [item]))
  }

  @Test func dismissTopWithNothingPresentedIsANoOp() {
    var stack = NavigationStackState(path: [item, page])
    #expect(changes(&stack) { $0.dismissTop() } == false)
    #expect(stack == NavigationStackState(path: [item, page]))
  }

  @Test func updateActiveStackChangesOnlyTheDeepestStack() {
    var stack = nested
    stack.updateActiveStack { $0.path.push(item) }
    #expect(stack.path.routes == [item])
    #expect(stack.presentation?.stack.path.routes == [page])
    #expect(stack.activeStack.path.routes == [item])
  }

  @Test func settingThePresentationToNilRemovesEveryModal() {
    var stack = nested
    stack.presentation = nil
    #expect(stack == NavigationStackState(path: [item]))
  }
}
