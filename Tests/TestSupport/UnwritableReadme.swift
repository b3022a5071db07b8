import Foundation

/// A README in a fresh folder that can be read but not replaced, for the failure paths of
/// `--update-readme`: a directory stands at the name of the temporary file its new content is
/// written to first (`.README.md.<pid>.tmp`, as `AtomicFile` names it). Tests run as root,
/// who may write anywhere, so a permission trick would not fail.
package struct UnwritableReadme {
  /// The folder holding both; ``remove()`` deletes it.
  package let folder: URL
  /// The README.
  package let file: URL
  /// The directory at the temporary file's name.
  package let blocker: URL

  /// Makes the folder, the README holding `text`, and the blocking directory.
  ///
  /// - Parameter text: The README's content.
  /// - Throws: When the files cannot be made.
  package init(text: String) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-readme-\(UUID().uuidString)", isDirectory: true)
    file = folder.appendingPathComponent("README.md")
    blocker = folder.appendingPathComponent(".README.md.\(getpid()).tmp")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// The README's content now.
  ///
  /// - Returns: Its text.
  /// - Throws: When it cannot be read.
  package func text() throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  /// Deletes the folder and everything in it.
  package func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
