import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One child's three pipes served from the waiting thread with `poll(2)`: its input written,
/// its standard output and standard error read up to their limits, its exit noticed, and a
/// deadline kept, all in one loop that never blocks longer than a tick.
///
/// Reading both outputs at once keeps a child that fills one pipe from blocking (a pipe holds
/// 64 KiB on Linux). Watching the child's exit beside its pipes keeps a program it started
/// that left its process group (`setsid`), and holds the pipes open, from holding this
/// process until the deadline: once the child has exited, the pipes get a short grace to
/// reach their ends, and what was read by then is its output.
struct PipeExchange {
  /// Why the loop ended.
  enum Ending: Equatable {
    /// The child exited (its wait status) and its pipes reached their ends or their grace ran
    /// out.
    case exited(Int32)
    /// The deadline passed first.
    case timedOut
    /// One of its outputs went past its limit: standard output when `true`.
    case overflowed(standardOutput: Bool)
  }

  /// The reading ends of the child's outputs and the writing end of its input.
  let output: Int32
  let errors: Int32
  let input: Int32
  /// The child, to reap.
  let pid: pid_t

  /// How long the pipes may stay open after the child exited.
  static let grace: Double = 1

  /// Runs the loop, closing all three descriptors before it returns.
  ///
  /// - Parameters:
  ///   - bytes: What to write to the child's input (then closed).
  ///   - limits: The most bytes kept of standard output and of standard error.
  ///   - deadline: When to stop waiting.
  /// - Returns: Why it ended and the bytes read of each output.
  func run(
    writing bytes: Data, limits: (output: Int, errors: Int), until deadline: DispatchTime
  ) -> (ending: Ending, output: Data, errors: Data) {
    var collected = (output: Data(), errors: Data())
    var open = (output: true, errors: true, input: !bytes.isEmpty)
    var written = 0
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    if !open.input { _ = close(input) }
    defer {
      if open.output { _ = close(output) }
      if open.errors { _ = close(errors) }
      if open.input { _ = close(input) }
    }
    var exitedAt: DispatchTime?
    var status: Int32 = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      if exitedAt == nil {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid || (reaped < 0 && errno == ECHILD) { exitedAt = .now() }
      }
      if exitedAt != nil, !open.output, !open.errors {
        return (.exited(status), collected.output, collected.errors)
      }
      let now = DispatchTime.now()
      if let exitedAt, now >= exitedAt + Self.grace {
        return (.exited(status), collected.output, collected.errors)
      }
      if now >= deadline { return (.timedOut, collected.output, collected.errors) }
      var descriptors: [pollfd] = []
      if open.output { descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
      if open.errors { descriptors.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
      if open.input { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      if descriptors.isEmpty {
        // Both outputs ended; the child has not exited yet.
        usleep(2_000)
        continue
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 20)
      guard ready > 0 else { continue }
      for descriptor in descriptors where descriptor.revents != 0 {
        if descriptor.fd == input {
          let count = bytes.withUnsafeBytes { raw in
            write(input, raw.baseAddress! + written, bytes.count - written)
          }
          if count > 0 { written += count }
          if (count < 0 && errno != EAGAIN && errno != EINTR) || written == bytes.count {
            _ = close(input)
            open.input = false
          }
          continue
        }
        let isOutput = descriptor.fd == output
        let count = read(descriptor.fd, &buffer, buffer.count)
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
          _ = close(descriptor.fd)
          if isOutput { open.output = false } else { open.errors = false }
          continue
        }
        guard count > 0 else { continue }
        let limit = isOutput ? limits.output : limits.errors
        let kept = isOutput ? collected.output.count : collected.errors.count
        let room = max(0, limit - kept)
        if isOutput {
          collected.output.append(contentsOf: buffer[0..<min(count, room)])
        } else {
          collected.errors.append(contentsOf: buffer[0..<min(count, room)])
        }
        if count > room {
          return (.overflowed(standardOutput: isOutput), collected.output, collected.errors)
        }
      }
    }
  }
}
