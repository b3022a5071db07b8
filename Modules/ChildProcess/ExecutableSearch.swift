import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds a program on a search path, as a shell would, for ``BoundedChild``, which runs a
/// program by its path only.
package enum ExecutableSearch {
  /// The first executable regular file called `name` in the directories of `PATH`.
  ///
  /// - Parameters:
  ///   - name: The program's file name, such as `git` or `dot`.
  ///   - environment: The environment whose `PATH` is searched; empty entries are skipped.
  /// - Returns: The executable's URL, or `nil` when no directory has one.
  /// - Complexity: O(*n*) file checks for *n* directories on `PATH`.
  package static func find(_ name: String, in environment: [String: String]) -> URL? {
    for directory in directories(in: environment) {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
      var status = stat()
      // A directory of that name is not the program: the search goes on, as a shell's does.
      guard stat(candidate.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        access(candidate.path, X_OK) == 0
      else { continue }
      return candidate
    }
    return nil
  }

  /// The directories of `PATH`, empty entries left out. When `environment` is this process's
  /// own, `PATH` is read as bytes and an entry that is not UTF-8 is left out: decoded with
  /// U+FFFD in place of its bad bytes, it would name another folder.
  static func directories(in environment: [String: String]) -> [String] {
    let path = environment["PATH"] ?? ""
    var entries = path.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    if path == ProcessInfo.processInfo.environment["PATH"], let raw = getenv("PATH") {
      let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map {
        UInt8(bitPattern: $0)
      }
      entries = bytes.split(separator: UInt8(ascii: ":")).compactMap { entry in
        let text = String(decoding: entry, as: UTF8.self)
        return text.utf8.elementsEqual(entry) ? text : nil
      }
    }
    return entries
  }
}
