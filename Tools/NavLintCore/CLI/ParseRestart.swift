import ChildProcess
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops a parse that used its whole budget from using the CPU any longer: the `navlint`
/// executable starts itself again, in the same process (`execv` ends every thread, the
/// abandoned parse's with them), with the same arguments and the file's key added to
/// ``variable``; the new run reports that file `too complex to parse` without parsing it.
///
/// Nothing has been printed or written when this happens (navlint writes its reports, fixes
/// and baselines after every file is linted), so the run that finishes prints everything once.
/// At most ``maximumRestarts`` restarts: after that a parse given up is left running until the
/// run ends, as it is for in-process use of ``NavLintCommand``.
package enum ParseRestart {
  /// The environment variable that carries the keys of the parses given up so far, separated
  /// by commas (set only by navlint itself for the run it starts).
  package static let variable = "NAVLINT_PARSES_GIVEN_UP"

  /// The most times one navlint run starts itself again.
  package static let maximumRestarts = 64

  /// Makes every parse given up in this process restart navlint; the `navlint` executable
  /// calls it first thing.
  package static func install() {
    guard let executable = Bundle.main.executablePath else { return }
    BoundedParser.givingUp.withLock {
      $0 = { key in restart(executable: executable, adding: key) }
    }
  }

  /// The keys of the parses the runs before this one gave up.
  ///
  /// - Returns: The keys from ``variable``; empty when it is not set.
  package static func givenUpKeys() -> Set<String> {
    guard let value = getenv(variable) else { return [] }
    return Set(String(cString: value).split(separator: ",").map(String.init))
  }

  private static func restart(executable: String, adding key: String) {
    let keys = givenUpKeys().union([key])
    guard keys.count <= maximumRestarts else { return }
    setenv(variable, keys.sorted().joined(separator: ","), 1)
    // Returns only when it fails; then the parse goes on in the background, as before.
    execv(executable, CommandLine.unsafeArgv)
  }
}
