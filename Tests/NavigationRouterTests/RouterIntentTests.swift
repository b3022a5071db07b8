import NavigationCore
import NavigationRouter
import TestSupport
import Testing

@MainActor
struct RouterIntentTests {
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")

  @Test func intentsFromOneScreenGoToTheFeatureTheyName() throws {
    let fixture = try RouterFixture()
    fixture.router.apply([.push(a)])
    let toAlpha = FakeIntent.respond(message: "alpha here")
    let toBeta = FakeIntent.respond(message: "beta here")
    #expect(
      fixture.router.send(FakeFeature<AlphaRoute>.intent(toAlpha), from: a).message == "alpha here")
    #expect(
      fixture.router.send(FakeFeature<BetaRoute>.intent(toBeta), from: a).message == "beta here")
    #expect(fixture.alphaLog.entries == [FakeLog.Entry(intent: toAlpha, route: a, tab: "library")])
    #expect(fixture.betaLog.entries == [FakeLog.Entry(intent: toBeta, route: a, tab: "library")])
    #expect(fixture.router.writeCount == 1)
  }

  @Test func anOutcomesCommandsAreAppliedAsOneWrite() throws {
    let fixture = try RouterFixture()
    let counter = StateChangeCounter(fixture.router)
    let intent = FakeIntent.respond(commands: [.push(a), .push(b), .back, .push(b)])
    let message = fixture.router.send(FakeFeature<AlphaRoute>.intent(intent), from: nil)
    #expect(message == IntentReply())
    #expect(fixture.router.writeCount == 1)
    #expect(counter.changes == 1)
    #expect(fixture.router.state.stacks["library"]?.path.routes == [a, b])
    #expect(fixture.alphaLog.entries == [FakeLog.Entry(intent: intent, route: nil, tab: "library")])
  }

  @Test func changesAndMappedDelegatesAreAppliedWithTheCommandsAsOneWrite() throws {
    let fixture = try RouterFixture()
    var applied: [[String]] = []
    // The router keeps its change handler: an unowned capture, or the two keep each other.
    fixture.router.changeHandler = { [unowned router = fixture.router] changes in
      // The data changes run before the one state write.
      #expect(router.writeCount == 0)
      applied.append(changes)
    }
    let counter = StateChangeCounter(fixture.router)
    let beta = BetaRoute.item("x")
    let intent = FakeIntent.respond(
      commands: [.push(a)], changes: ["seen", "kept"], delegates: [.open(beta)],
      message: "opened")
    #expect(
      fixture.router.send(FakeFeature<AlphaRoute>.intent(intent), from: nil).message == "opened")
    #expect(fixture.router.writeCount == 1)
    #expect(counter.changes == 1)
    #expect(fixture.router.state.stacks["library"]?.path.routes == [a, beta])
    #expect(applied == [["seen", "kept"]])
  }

  @Test func anOutcomeFromOutsideAFeatureTakesTheSameRoad() throws {
    let fixture = try RouterFixture()
    var applied: [String] = []
    fixture.router.changeHandler = { applied += $0 }
    let reply = fixture.router.apply(
      Outcome(commands: [.push(a), .push(b)], changes: ["linked"], message: "landed"))
    #expect(reply == IntentReply(message: "landed"))
    #expect(applied == ["linked"])
    #expect(fixture.router.writeCount == 1)
    #expect(fixture.router.state.stacks["library"]?.path.routes == [a, b])
  }

  @Test func anIntentForAnUnknownFeatureChangesNothing() throws {
    let fixture = try RouterFixture()
    let intent = AnyIntent(feature: "gamma", FakeIntent.respond(commands: [.push(a)]))
    #expect(fixture.router.send(intent, from: nil) == IntentReply())
    #expect(fixture.router.writeCount == 0)
    #expect(fixture.alphaLog.entries == [])
    #expect(fixture.router.diagnosticLog == [.noHandler(intent)])
    #expect(
      fixture.router.diagnosticLog.map(\.description) == [
        "no feature 'gamma' handles the intent \(intent)"
      ])
  }

  @Test func anIntentOfTheWrongTypeChangesNothing() throws {
    let fixture = try RouterFixture()
    let intent = AnyIntent(feature: "alpha", "not a fake intent")
    #expect(fixture.router.send(intent, from: nil) == IntentReply())
    #expect(fixture.router.writeCount == 0)
    #expect(fixture.alphaLog.entries == [])
    #expect(fixture.router.diagnosticLog.count == 1)
  }

  @Test func theFeatureSeesTheActiveStack() throws {
    let fixture = try RouterFixture()
    fixture.router.apply([.selectTab("search"), .present(b, style: .sheet), .push(a)])
    fixture.router.send(FakeFeature<BetaRoute>.intent(.respond()), from: a)
    #expect(fixture.betaLog.entries == [FakeLog.Entry(intent: .respond(), route: a, tab: "search")])
  }

  @Test func aRejectedIntentAppliesNoChangeAndWritesNothing() throws {
    let fixture = try RouterFixture()
    var handled = 0
    fixture.router.changeHandler = { _ in handled += 1 }
    let reply = fixture.router.send(
      FakeFeature<AlphaRoute>.intent(.reject("“x” is not a number")), from: nil)
    #expect(reply == IntentReply(rejection: "“x” is not a number"))
    #expect(handled == 0)
    #expect(fixture.router.writeCount == 0)
  }

  @Test func aRejectionAppliesOnlyTheChangesItRecords() throws {
    let fixture = try RouterFixture()
    var applied: [[String]] = []
    fixture.router.changeHandler = { applied.append($0) }
    let reply = fixture.router.send(
      FakeFeature<AlphaRoute>.intent(.rejectRecording("wrong passcode", changes: ["failure"])),
      from: nil)
    #expect(reply == IntentReply(rejection: "wrong passcode"))
    #expect(applied == [["failure"]])
    #expect(fixture.router.writeCount == 0)
  }
}
