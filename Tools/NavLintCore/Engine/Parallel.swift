import ChildProcess
import Dispatch
import Foundation

/// Runs work items on a fixed number of worker threads; results keep the items' order.
///
/// Workers get a large stack (``stackSize``): SwiftParser and syntax walks recurse once per
/// nesting level, and a file of deeply nested brackets must not overflow a thread's stack.
package enum Parallel {
  /// The stack size of each worker thread: 512 MiB of address space, committed only as used.
  package static let stackSize = 512 << 20

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
    _ transform: @escaping @Sendable (Input) -> Output
  ) -> [Output] {
    let results = Locked<[Output?]>(Array(repeating: nil, count: items.count))
    let next = Locked(0)
    let workers = max(1, min(jobs, items.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      group.enter()
      let thread = Thread {
        while true {
          let index = next.withLock { next in
            defer { next += 1 }
            return next
          }
          guard index < items.count else { break }
          let output = transform(items[index])
          results.withLock { $0[index] = output }
        }
        group.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    group.wait()
    return results.withLock { $0.compactMap { $0 } }
  }
}
