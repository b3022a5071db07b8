import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups of the ``BoundedChild`` children running now, and the handlers of
/// SIGINT, SIGTERM and SIGHUP that kill them before this process reacts to the signal.
///
/// The handlers are installed while at least one child runs and removed after the last; a
/// signal this process ignores (`nohup` ignores SIGHUP) stays ignored. The handler does only
/// what a signal handler may: it reads a fixed table, calls `kill`, puts the previous
/// disposition back and raises the signal again.
enum ChildGroups {
  /// How many children can run at once under the handlers; more still run, bounded by
  /// their time limit, but unguarded by a signal.
  static let capacity = 64

  /// The signals that end a tool and, with it, its children.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  typealias Handler = @convention(c) (Int32) -> Void

  /// Process group IDs of the running children; 0 is a free slot.
  nonisolated(unsafe) static let groups: UnsafeMutablePointer<pid_t> = {
    let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
    return table
  }()

  /// The dispositions the handlers replaced, in the order of ``signals``.
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<Handler?> = {
    let table = UnsafeMutablePointer<Handler?>.allocate(capacity: 3)
    table.initialize(repeating: nil, count: 3)
    return table
  }()

  private static let lock = NSLock()
  nonisolated(unsafe) private static var running = 0

  /// Starts a child with the handlers installed, and records its group.
  ///
  /// - Parameter start: Starts the child: the `posix_spawn` result and the child's ID.
  /// - Returns: What `start` returned.
  static func spawning(_ start: () -> (code: Int32, pid: pid_t)) -> (code: Int32, pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    // Touched first, so the handler never initializes anything.
    _ = (groups, previous)
    if running == 0 { install() }
    let started = start()
    guard started.code == 0 else {
      if running == 0 { uninstall() }
      return started
    }
    running += 1
    if let slot = (0..<capacity).first(where: { groups[$0] == 0 }) {
      groups[slot] = started.pid
    }
    return started
  }

  /// Forgets a child that was reaped; the handlers go when no child is left.
  ///
  /// - Parameter pid: The child's ID (its group's ID).
  static func remove(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    if let slot = (0..<capacity).first(where: { groups[$0] == pid }) {
      groups[slot] = 0
    }
    running -= 1
    if running == 0 { uninstall() }
  }

  private static func install() {
    for (index, number) in signals.enumerated() {
      let old = signal(number, killChildrenThenRaise)
      previous[index] = old
      if isIgnore(old) { _ = signal(number, old) }
    }
  }

  private static func uninstall() {
    for (index, number) in signals.enumerated() {
      _ = signal(number, previous[index])
    }
  }

  private static func isIgnore(_ handler: Handler?) -> Bool {
    unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// Kills every running child's process group, then lets the signal do what it would have
/// done without the handler.
private let killChildrenThenRaise: ChildGroups.Handler = { number in
  for slot in 0..<ChildGroups.capacity {
    let group = ChildGroups.groups[slot]
    if group > 0 { _ = kill(-group, SIGKILL) }
  }
  // No array here: a signal handler must not allocate.
  let index = number == SIGINT ? 0 : number == SIGTERM ? 1 : 2
  _ = signal(number, ChildGroups.previous[index])
  _ = raise(number)
}
