import Foundation

/// A test-only switch that kills `hoist` with `SIGKILL` at one step of a save, so tests can
/// prove that a crash at any step leaves the old or the new state, never a mix.
///
/// Off unless the environment variable `HOIST_FAULT_KILL` is set, as `STEP` or `STEP:N` (the
/// N-th time the step is reached, 1 by default). Steps: `appended` (the state is a line of
/// `state.journal`, not yet checkpointed), `written` (the checkpoint's temporary file is
/// complete and flushed, not yet renamed), `renamed` (it replaced `state.json`, the directory
/// not yet flushed) and `flushed` (directory flushed, journal emptied).
package struct FaultInjection: Sendable {
  /// The environment variable that switches it on.
  package static let variable = "HOIST_FAULT_KILL"

  /// A step of a save.
  package enum Step: String, Sendable, CaseIterable {
    case appended, written, renamed, flushed
  }

  private let step: Step?
  private let occurrence: Int
  private let counter = Counter()

  /// No fault: every step passes.
  package static let none = FaultInjection(step: nil, occurrence: 0)

  private init(step: Step?, occurrence: Int) {
    self.step = step
    self.occurrence = occurrence
  }

  /// Reads the switch from the environment; in a build without `DEBUG` (`swift build -c
  /// release`, what ships) there is no switch: always ``none``.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The fault to inject, or ``none`` when the variable is absent or not understood.
  package static func from(environment: [String: String]) -> FaultInjection {
    #if DEBUG
      guard let value = environment[variable] else { return .none }
      let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
      guard let step = parts.first.flatMap(Step.init(rawValue:)) else { return .none }
      let occurrence = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
      return FaultInjection(step: step, occurrence: max(1, occurrence))
    #else
      return .none
    #endif
  }

  /// Marks a step as reached; kills the process when it is the chosen one.
  ///
  /// - Parameter reached: The step just completed.
  package func reach(_ reached: Step) {
    guard reached == step else { return }
    if counter.increment() == occurrence { kill(getpid(), SIGKILL) }
  }

  /// How often the chosen step was reached (a save may run on the flush timer's thread).
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}
