import Foundation

/// Finds and reads the nearest `Package.swift` above files, each once.
struct ManifestCache {
  struct Located {
    var manifest: PackageManifest
    var hash: String
  }

  private var byDirectory: [String: Located?] = [:]

  /// The nearest manifest above a file.
  ///
  /// - Parameter path: The file's absolute path.
  /// - Returns: The manifest and a hash of its path and content, or `nil`.
  mutating func manifest(above path: String) -> Located? {
    var directory = (path as NSString).deletingLastPathComponent
    var visited: [String] = []
    var found: Located?
    while true {
      if let known = byDirectory[directory] {
        found = known
        break
      }
      visited.append(directory)
      let candidate = directory == "/" ? "/Package.swift" : directory + "/Package.swift"
      if let data = FileManager.default.contents(atPath: candidate) {
        let bytes = Array(data)
        let file = SourceFile(path: candidate, bytes: bytes)
        found = Located(
          manifest: ManifestReader.manifest(file.tree, directory: directory),
          hash: Self.hash(path: candidate, bytes: bytes)
        )
        break
      }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { break }
      directory = parent
    }
    for folder in visited { byDirectory[folder] = .some(found) }
    return found
  }

  /// The cache identity of a manifest: its path (a copy elsewhere governs other files) and
  /// its content.
  private static func hash(path: String, bytes: [UInt8]) -> String {
    var hash = StableHash()
    hash.combine(path)
    hash.combine(bytes)
    return hash.hex
  }
}
