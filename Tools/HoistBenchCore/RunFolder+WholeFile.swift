import Foundation
import WholeFile

extension RunFolder {
  /// Writes a scenario's file (a script, a saved state it starts from) whole: beside it, then
  /// renamed over it (``WholeFile``), so a full disk or `ulimit -f` fails the run with a
  /// message instead of timing a cut file.
  ///
  /// - Parameters:
  ///   - data: The content.
  ///   - url: The file, in the run folder.
  /// - Throws: ``BenchmarkError/writeFailed(path:reason:)`` naming it; it is unchanged.
  package static func writeWhole(_ data: Data, to url: URL) throws(BenchmarkError) {
    do {
      try WholeFile.write(data, toResolved: WholeFile.resolved(url.path), named: url.path)
    } catch {
      throw .writeFailed(path: url.path, reason: error.reason)
    }
  }
}
