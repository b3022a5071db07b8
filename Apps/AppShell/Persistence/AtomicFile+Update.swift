import Foundation

extension AtomicFile {
  /// Rewrites a file the user named (a README) atomically, through a symbolic link to it.
  ///
  /// - Parameters:
  ///   - path: The file, as given on the command line.
  ///   - text: Its new content.
  ///   - what: What the file is, for the message, such as `README`.
  /// - Throws: ``FileUpdateError/cannotWrite(what:path:reason:)`` naming `path`; the file is
  ///   left as it was.
  package static func update(_ path: String, with text: String, what: String)
    throws(FileUpdateError)
  {
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    do {
      try write(Data(text.utf8), to: url)
    } catch {
      throw .cannotWrite(what: what, path: path, reason: reason(error, writing: url))
    }
  }

  /// The reason of a failed write in lower case; the file it concerns is named when it is
  /// not the target itself (the temporary file, or the folder).
  private static func reason(_ error: StorageError, writing url: URL) -> String {
    switch error {
    case .cannotWrite(let failed, let reason), .cannotRead(let failed, let reason):
      let text = reason.prefix(1).lowercased() + reason.dropFirst()
      return failed == url.path ? text : "'\(failed)': \(text)"
    case .notRegularFile, .hardLinked, .busy:
      return error.description
    }
  }
}
