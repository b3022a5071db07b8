#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes whole to an open file descriptor: the one `write(2)` loop of `hoist-bench`
/// (its output lines and the corpus files).
enum DescriptorWriter {
  /// Writes every byte, going on after an interrupted (`EINTR`) or partial write.
  ///
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - descriptor: An open file descriptor.
  /// - Returns: `nil`, or the `errno` of the write that failed.
  /// - Complexity: O(*n*) in the bytes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += count
    }
    return nil
  }
}
