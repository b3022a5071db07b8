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
  /// - Returns: The manifest and its content hash, or `nil`.
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
          hash: StableHash.hex(of: bytes)
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
}
