import AppShell
import Foundation
import MangaCatalog
import NavigationRouter
import SecretBox
import UserData

/// What every app harness shares: the sample app, and the checks that make a wrong answer a
/// crash libFuzzer reports.
@MainActor
package enum FuzzApp {
  /// The bundled catalog, read once.
  package static let catalog: Catalog = {
    do {
      return try Catalog.bundled()
    } catch {
      fatalError("the bundled catalog cannot be read: \(error)")
    }
  }()

  /// The PBKDF2 cost of every lock the harnesses make: 1,000 iterations, as in the tests. At
  /// the shipped 600,000, each typed passcode costs seconds under AddressSanitizer and a
  /// script that types a few runs past libFuzzer's timeout.
  package static let cost: KeyDerivationCost = {
    do {
      return try KeyDerivationCost(iterations: 1_000)
    } catch {
      fatalError("the fuzzing cost is refused: \(error)")
    }
  }()

  /// The sample data of a fresh start, its notes locked with `1234` at ``cost``.
  package static let sample: UserDataState = {
    do {
      return try UserDataState.sample(cost: cost)
    } catch {
      fatalError("the sample data cannot be locked: \(error)")
    }
  }()

  /// A saved user's data as `hoist` restores it: session state dropped, an old plain
  /// passcode migrated to a lock (at ``cost``), restored values checked and repaired.
  ///
  /// - Parameter saved: The user's data as decoded.
  /// - Returns: The data the app starts with.
  package static func restoring(_ saved: UserDataState) -> UserDataState {
    var userData = saved.withoutSessionState
    do {
      _ = try userData.migrateSecrets(cost: cost)
    } catch {
      fatalError("the secrets cannot be migrated: \(error)")
    }
    _ = userData.repairRestoredValues()
    return userData
  }

  /// A fresh sample app, as `hoist --fresh` starts.
  ///
  /// - Parameter userData: The user's data; ``sample`` when left out.
  /// - Returns: The app.
  package static func make(userData: UserDataState = sample) -> HoistApp {
    do {
      return try HoistApp(catalog: catalog, userData: userData)
    } catch {
      fatalError("the app cannot be composed: \(error)")
    }
  }

  /// Traps unless a line is one JSON object.
  ///
  /// - Parameters:
  ///   - line: The line, with or without its line break.
  ///   - input: The input that produced it, for the message.
  package static func requireJSONObject(_ line: String, from input: String) {
    let data = Data(line.utf8)
    guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
      fatalError("not one JSON object: \(line.debugDescription) from \(input.debugDescription)")
    }
  }

  /// Traps unless restoring is a fixed point: the app's state saved and restored into a fresh
  /// app (where features may drop or replace routes against current data), then saved and
  /// restored again, changes nothing the second time.
  ///
  /// - Parameter app: The app.
  package static func requireRoundTrip(_ app: HoistApp) {
    let once = restored(from: app)
    let twice = restored(from: once.app)
    guard twice.changes.isEmpty, twice.app.router.state.stacks == once.app.router.state.stacks,
      twice.app.router.state.selectedTab == once.app.router.state.selectedTab
    else {
      fatalError("a restored state does not restore to itself: \(twice.changes), \(twice.saved)")
    }
  }

  private static func restored(from app: HoistApp) -> (
    app: HoistApp, changes: [RestorationChange], saved: String
  ) {
    let data: Data
    let decoded: AppSnapshot
    do {
      data = try JSONEncoder().encode(try app.snapshot())
      decoded = try JSONDecoder().decode(AppSnapshot.self, from: data)
    } catch {
      fatalError("a saved state does not decode: \(error)")
    }
    let restored = make(userData: decoded.userData)
    let changes = restored.restoreNavigation(from: decoded)
    return (restored, changes, String(decoding: data, as: UTF8.self))
  }
}
