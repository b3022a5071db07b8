import Foundation

/// Which file a name holds and how it last changed, from `lstat(2)`: two equal identities are
/// the same file, unchanged since (as far as its size and modification time tell).
package struct FileIdentity: Hashable, Sendable {
  private var device: UInt64
  private var inode: UInt64
  private var size: Int64
  private var modifiedSeconds: Int
  private var modifiedNanoseconds: Int

  /// The identity of what a name holds, without following a symbolic link.
  ///
  /// - Parameter url: The name.
  /// - Returns: The identity, or `nil` when nothing is there (or it cannot be examined).
  package static func of(_ url: URL) -> FileIdentity? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// The identity of an open file.
  ///
  /// - Parameter descriptor: The open file.
  /// - Returns: The identity, or `nil` when it cannot be examined.
  package static func of(descriptor: Int32) -> FileIdentity? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  private init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modifiedSeconds = Int(info.st_mtim.tv_sec)
    modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
  }

  /// Whether both are the same file, changed since or not.
  ///
  /// - Parameter other: Another identity.
  /// - Returns: `true` for the same device and inode.
  package func isSameFile(as other: FileIdentity) -> Bool {
    device == other.device && inode == other.inode
  }
}
