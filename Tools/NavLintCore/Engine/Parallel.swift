import Dispatch
import Synchronization

/// Runs work items on a fixed number of workers; results keep the items' order.
package enum Parallel {
  /// Maps items with `jobs` workers.
  ///
  /// - Parameters:
  ///   - items: The inputs.
  ///   - jobs: The number of workers (at least 1).
  ///   - transform: The work; called once per item, from any thread.
  /// - Returns: The outputs in the order of `items`.
  package static func map<Input: Sendable, Output: Sendable>(
    _ items: [Input],
    jobs: Int,
    _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
    let next = Atomic<Int>(0)
    let workers = max(1, min(jobs, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < items.count else { return }
        let output = transform(items[index])
        results.withLock { $0[index] = output }
      }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
