/// Why `hoist` could not write back a file it was asked to update in place, such as the
/// README whose generated block `links table --update-readme` or `graph --update-readme`
/// rewrites.
///
/// The message names the file as it was given, says why in the system's words, that nothing
/// was changed, and what to do; it never carries Foundation's own error text.
package enum FileUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The new content could not be written beside the file or renamed over it.
  ///
  /// - `what`: what the file is, such as `README`; `path`: the file as given;
  ///   `reason`: why, such as `not a directory` or `'/docs/.README.md.7.tmp': file exists`.
  case cannotWrite(what: String, path: String, reason: String)

  package var description: String {
    switch self {
    case .cannotWrite(let what, let path, let reason):
      "cannot write the \(what) '\(path)': \(reason); nothing was changed (make sure its "
        + "folder exists and can be written, move away anything standing at the named "
        + "temporary file, then run the command again)"
    }
  }
}
