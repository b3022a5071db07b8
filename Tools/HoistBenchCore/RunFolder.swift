import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one temporary folder of a run: every corpus, data directory, script and log the
/// scenarios write goes in it, and it is removed at the end (``InterruptGuard`` removes it
/// on a signal).
package struct RunFolder: Sendable {
  /// The folder, made new with a unique name (`hoist-bench-XXXXXX`, mode 0700).
  package let url: URL

  /// Makes a new folder in `parent` with `mkdtemp`, so no name anyone made before is reused
  /// or followed.
  ///
  /// - Parameter parent: Where to make it, usually `FileManager.default.temporaryDirectory`
  ///   (`$TMPDIR`, else `/tmp`).
  /// - Returns: The folder.
  /// - Throws: ``BenchmarkError/temporaryFolder(path:reason:)`` naming `parent`.
  package static func make(in parent: URL) throws(BenchmarkError) -> RunFolder {
    var template = Array(parent.appendingPathComponent("hoist-bench-XXXXXX").path.utf8CString)
    let made: Result<String, BenchmarkError> = template.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, let pointer = mkdtemp(base) else {
        return .failure(
          .temporaryFolder(path: parent.path, reason: String(cString: strerror(errno))))
      }
      return .success(String(cString: pointer))
    }
    return RunFolder(url: URL(fileURLWithPath: try made.get(), isDirectory: true))
  }

  /// A path inside the folder.
  ///
  /// - Parameter name: A file or folder name.
  /// - Returns: The URL of `name` in the folder.
  package func appending(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Removes the folder and everything in it; a folder already gone is fine.
  package func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
