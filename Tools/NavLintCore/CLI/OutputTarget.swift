import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Refuses report and baseline files that would replace source: a `.swift` file, one of the
/// linted inputs (the same file by device and inode, whatever path names it). A symbolic link
/// is refused when written (``FileWriter``).
enum OutputTarget {
  /// Checks outputs against the paths given on the command line, before anything is linted.
  ///
  /// - Parameters:
  ///   - outputs: Each output's option (`--reporter`, `--write-baseline`) and file as typed.
  ///   - inputs: The paths to lint as typed (`.` when none).
  ///   - currentDirectory: The folder relative paths start from.
  /// - Throws: ``NavLintError/usage(_:)`` naming the output file.
  static func check(
    _ outputs: [(option: String, file: String)], inputs: [String], currentDirectory: String
  ) throws(NavLintError) {
    for (option, file) in outputs {
      if file.lowercased().hasSuffix(".swift") {
        throw .usage(
          "\(option) \(file): a report or baseline is never written to a Swift source file; "
            + "choose another name, such as navlint-report.json")
      }
    }
    try check(outputs, linted: inputs, currentDirectory: currentDirectory)
  }

  /// Checks outputs against files (or paths) being linted: none may be the same file.
  ///
  /// - Parameters:
  ///   - outputs: Each output's option and file as typed.
  ///   - linted: Paths of linted files or folders, absolute or relative to `currentDirectory`.
  ///   - currentDirectory: The folder relative paths start from.
  /// - Throws: ``NavLintError/usage(_:)`` naming the output that is an input.
  static func check(
    _ outputs: [(option: String, file: String)], linted: [String], currentDirectory: String
  ) throws(NavLintError) {
    let existing = outputs.compactMap { output -> (String, String, FileID)? in
      let path = FileDiscovery.absolutePath(output.file, currentDirectory: currentDirectory)
      return FileID(path).map { (output.option, output.file, $0) }
    }
    guard !existing.isEmpty else { return }
    for input in linted {
      guard let id = FileID(FileDiscovery.absolutePath(input, currentDirectory: currentDirectory))
      else { continue }
      if let (option, file, _) = existing.first(where: { $0.2 == id }) {
        throw .usage(
          "\(option) \(file): is one of the files being linted (\(input)); a report or "
            + "baseline never replaces an input, choose another file")
      }
    }
  }

  /// A file's device and inode number: the same file under any name.
  private struct FileID: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }
}
