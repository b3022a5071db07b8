/// Why a file could not be read for replacing, resolved, or written whole; the file is as it
/// was.
package struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  package let path: String
  /// Why, in lower case: the system's words (`file too large`, `no space left on device`), or
  /// what is wrong with the file; may name the temporary file.
  package let reason: String

  /// A failure.
  ///
  /// - Parameters:
  ///   - path: The file as named.
  ///   - reason: Why.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  package var description: String { "'\(path)': \(reason); the file was not changed" }
}
