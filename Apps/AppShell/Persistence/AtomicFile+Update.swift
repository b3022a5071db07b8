import Foundation
import WholeFile

extension AtomicFile {
  /// The most bytes a file the user names for an update (a README) may hold; a larger one is
  /// refused before it is read.
  package static let updateLimit = 16 << 20

  /// Reads a file the user named to update it (a README) with ``update(_:named:with:what:)``.
  ///
  /// - Parameter path: The file, as given on the command line.
  /// - Returns: Its bytes, which file they came from and where it is (the path resolved once,
  ///   the way the kernel resolves it).
  /// - Throws: ``WholeFile/WriteError`` naming `path`.
  package static func readForUpdate(_ path: String) throws(WriteError) -> WholeFile.ReadFile {
    try WholeFile.read(path, limit: updateLimit)
  }

  /// Rewrites a file the user named (a README) atomically, at the file the kernel resolved
  /// the typed path to (through symbolic links, `..` after a link leaving its target), after
  /// checking it is still the file that was read.
  ///
  /// - Parameters:
  ///   - file: The file as ``readForUpdate(_:)`` read it.
  ///   - path: The file, as given on the command line.
  ///   - text: Its new content.
  ///   - what: What the file is, for the message, such as `README`.
  /// - Throws: ``FileUpdateError/cannotWrite(what:path:reason:)`` naming `path`; the file is
  ///   left as it was.
  package static func update(
    _ file: WholeFile.ReadFile, named path: String, with text: String, what: String
  ) throws(FileUpdateError) {
    do {
      try WholeFile.replace(Data(text.utf8), of: file, named: path)
    } catch {
      throw .cannotWrite(what: what, path: path, reason: error.reason)
    }
  }
}
