import NavigationPersistence

extension StorageError {
  /// The error as `hoist` says it: naming `hoist` and its `--data-dir` option.
  package var shellMessage: String {
    switch self {
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason); nothing was changed (fix its permissions, or use another --data-dir)"
    case .notRegularFile(let path, let kind):
      "\(path) is \(kind), not a regular file; hoist leaves it alone (move it away, or use another --data-dir)"
    case .hardLinked(let path, let links):
      "\(path) has \(links) hard links (another name shares its content); hoist leaves it alone, nothing was changed (give it one name with `cp`, or use another --data-dir)"
    case .busy(let path):
      "another hoist is using the data directory \(path); try again when it ends"
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(size) bytes, more than the \(limit) bytes hoist reads; it was not read and nothing was changed (move it away, or use another --data-dir)"
    case .leftoverInTheWay(let path, let kind):
      "\(path) is \(kind) with a temporary file's name; hoist leaves it alone (move it away)"
    case .cannotWrite, .cannotRemoveLeftover:
      description
    }
  }

  /// Any error as `hoist` says it: a ``StorageError`` by ``shellMessage``, another by its
  /// description.
  ///
  /// - Parameter error: The error.
  /// - Returns: The message.
  package static func shellMessage(_ error: any Error) -> String {
    (error as? StorageError)?.shellMessage ?? "\(error)"
  }
}
