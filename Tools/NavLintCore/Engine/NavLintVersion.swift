import Foundation
import WholeFile

/// navlint's version, printed by `--version`, written to SARIF and part of every cache key.
public enum NavLintVersion {
  /// The version string.
  public static let current = "0.1.0"

  /// The running executable's identity (path, size and modification time), part of every
  /// cache key so that a rebuilt navlint never reuses results of the old one.
  package static let executableIdentity: String = {
    let candidates: [String?] = [
      Bundle.main.executableURL?.path, "/proc/self/exe", CommandLine.arguments.first,
    ]
    for case let candidate? in candidates {
      let path = WholeFile.realPath(candidate) ?? candidate
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = attributes[.size] as? NSNumber,
        let modified = attributes[.modificationDate] as? Date
      else { continue }
      return "\(path)|\(size)|\(modified.timeIntervalSince1970)"
    }
    // Unknown executable: a per-process value, so nothing is reused rather than stale.
    return UUID().uuidString
  }()

  /// What cache keys include: the version and the executable's identity.
  package static var cacheIdentity: String { current + "|" + executableIdentity }
}
