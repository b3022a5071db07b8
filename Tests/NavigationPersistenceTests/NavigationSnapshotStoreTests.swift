import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import TestSupport
import Testing

/// An app's navigation saved and restored with a `PersistentStore<NavigationSnapshot>` in the
/// three lines the README shows.
@MainActor
struct NavigationSnapshotStoreTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("snapshot-store-\(UUID().uuidString)", isDirectory: true)

  private var checkpoint: URL { directory.appendingPathComponent("state.json") }

  @Test func aRouterSavedIsTheRouterRestoredAfterARelaunch() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let product = ShopRoute.product(productID: "p1").erased
    let saved: AppNavigationState
    do {
      let app = try ShopApp()
      let store = try PersistentStore<NavigationSnapshot>(directory: directory)
      app.router.apply([
        .push(product, on: .tab("shop")),
        .present(ShopRoute.cart.erased, style: .sheet, over: .tab("shop")),
        .selectTab("account"),
      ])
      #expect(try store.save(app.router.snapshot()))
      saved = app.router.state
    }
    let app = try ShopApp()
    let store = try PersistentStore<NavigationSnapshot>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.origin == .saved)
    let report = try #require(loaded.state.map { app.router.restore(from: $0) })
    #expect(report.isEmpty)
    #expect(app.router.state == saved)
    #expect(app.router.state.stacks["shop"]?.path == [product])
    // Saving what was loaded writes nothing.
    #expect(try store.save(app.router.snapshot()) == false)
  }

  @Test func aVersion1CheckpointIsMigratedAndAVersion3OneKeptAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let old =
      #"{"version":1,"selectedTab":"account","stacks":{"shop":{"path":[{"key":"shop.product","productID":"p2"}]}}}"#
    try Data(old.utf8).write(to: checkpoint)
    do {
      let store = try PersistentStore<NavigationSnapshot>(directory: directory)
      let loaded = try store.load()
      #expect(loaded.origin == .migrated(from: 1))
      let state = try #require(loaded.state)
      #expect(state.version == 1)
      #expect(state.selectedTab == "account")
      #expect(
        state.stacks == [
          "shop": NavigationSnapshot.Stack(path: [
            ["key": .string("shop.product"), "productID": .string("p2")]
          ])
        ])
      // Saving the loaded value writes nothing; the same state made now is version 2 and is
      // written, once.
      #expect(try store.save(state) == false)
      let current = try NavigationSnapshot(json: state.jsonData())
      #expect(current.version == 2)
      #expect(try store.save(current))
      #expect(try store.save(current) == false)
    }
    let newer = #"{"version":3,"selectedTab":"account","stacks":{},"layout":"compact","window":1}"#
    try Data(newer.utf8).write(to: checkpoint)
    let store = try PersistentStore<NavigationSnapshot>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.origin == .newerVersion(3))
    #expect(loaded.state == nil)
  }
}
