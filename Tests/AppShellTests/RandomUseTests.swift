import Foundation
import NavigationCore
import TestSupport
import Testing

/// Invariants under random use: seeded sequences of 10,000 steps (taps, stack commands,
/// presentations, alerts, links, tabs, layout switches, relaunches from a JSON snapshot),
/// checked after every step. A failure names its seed and a shrunk sequence that replays it;
/// `HOIST_RANDOM_SEED=N` runs seed N alone.
@MainActor
struct RandomUseTests {
  nonisolated static let seeds: [UInt64] = {
    if let given = ProcessInfo.processInfo.environment["HOIST_RANDOM_SEED"],
      let seed = UInt64(given)
    {
      return [seed]
    }
    return [1]
  }()

  nonisolated static let stepsPerSequence = 10_000

  @Test(arguments: seeds)
  func everyInvariantHoldsAfterEveryStep(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let steps = (0..<Self.stepsPerSequence).map { _ in RandomStep.random(using: &generator) }
    guard let violation = try RandomUseRun.firstViolation(in: steps) else { return }
    let shrunk = try RandomUseRun.shrink(Array(steps[...violation.index]))
    let last = try RandomUseRun.firstViolation(in: shrunk)
    Issue.record(
      """
      seed \(seed): step \(violation.index + 1) broke an invariant: \(violation.message)
      shrunk to \(shrunk.count) steps (\(last?.message ?? "")):
      \(shrunk.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
      replay: HOIST_RANDOM_SEED=\(seed) swift test --filter RandomUseTests
      """)
  }

  @Test func aBrokenInvariantIsFoundAndShrunkToTheStepThatBrokeIt() throws {
    let cover = RandomStep.presented[1]
    var generator = SeededGenerator(seed: 7)
    var steps = (0..<40).map { _ in RandomStep.random(using: &generator) }
    steps = steps.filter { if case .relaunch = $0 { false } else { true } }
    steps.insert(.command(.push(cover)), at: 20)
    steps.insert(.dismissAllOnScreen, at: 20)
    let violation = try #require(try RandomUseRun.firstViolation(in: steps))
    #expect(
      violation.message.hasPrefix("the presented route 'reader.immersive' stands on a push stack"))
    let shrunk = try RandomUseRun.shrink(Array(steps[...violation.index]))
    #expect(shrunk.last == .command(.push(cover)))
    #expect(shrunk.count <= 3)
  }

  @Test func theSameSeedDrawsTheSameSteps() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<200).map { _ in RandomStep.random(using: &first) }
    let b = (0..<200).map { _ in RandomStep.random(using: &second) }
    #expect(a == b)
    #expect(Set(a.map(\.description)).count > 50)
  }
}
