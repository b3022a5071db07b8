import AppShell
import AppShellTestSupport
import Foundation
import NavigationRouter
import TestSupport
import Testing

/// The library's `NavigationSnapshot` over the snapshot fuzzer's seed files (state files of
/// every version and shape the shell writes): each is read, restored into a fresh router, and
/// what that router saves restores whole, the fuzzer's oracle checked on its seeds.
@MainActor
struct LibrarySnapshotCorpusTests {
  nonisolated static let folder = BuiltProduct.packageRoot.appendingPathComponent(
    "Tools/Fuzz/Corpus/snapshots")

  nonisolated static var seeds: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func theSeedsAreThere() {
    #expect(Self.seeds.count >= 10)
  }

  @Test(arguments: seeds)
  func aSeedReadsOrSaysWhyAndWhatItRestoresSavesWhole(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    let snapshot: NavigationSnapshot
    do {
      snapshot = try NavigationSnapshot(json: data)
    } catch {
      #expect(!error.description.isEmpty)
      return
    }
    let app = try SampleApp.make()
    app.router.restore(from: snapshot)
    let saved = try app.router.snapshot().jsonData()
    let again = try SampleApp.make()
    let report = again.router.restore(from: try NavigationSnapshot(json: saved))
    #expect(report.lines == [])
    #expect(again.router.state.stacks == app.router.state.stacks)
    #expect(again.router.state.selectedTab == app.router.state.selectedTab)
  }
}
