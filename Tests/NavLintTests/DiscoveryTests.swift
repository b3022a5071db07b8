import Foundation
import NavLintCore
import Testing

struct DiscoveryTests {
  @Test func routerFactsFromBindingsAndMethods() {
    let file = SourceFile(
      path: "A.swift",
      text: """
        struct Root: View {
          @State private var router = AppRouter()
          @Environment(TabRouter.self) private var tabs
          @State private var path = NavigationPath()
          var body: some View {
            NavigationStack(path: $router.path) { A() }
            NavigationStack(path: $tabs.library.path) { B() }
            NavigationStack(path: $path) { C() }
          }
        }
        extension AppRouter {
          func open(_ id: Int) { path.append(id) }
          func reset() { self.path = NavigationPath() }
          func title() -> String { path.description }
        }
        """
    )
    let facts = RouterDiscovery.facts(in: file.tree)
    #expect(facts.routerTypeNames == ["AppRouter", "Root", "TabRouter"])
    #expect(facts.pathMutatingMethods == ["AppRouter": ["open", "reset"]])
  }

  @Test func theIndexWalkGivesTheSameRouterFactsAndIndexAsTwoWalks() {
    let file = SourceFile(
      path: "A.swift",
      text: """
        struct Root: View {
          @State private var router = AppRouter()
          typealias Hook = @Tagged(path: $side.path) () -> Void
          var body: some View {
            NavigationStack(path: $router.path) { A() }
          }
        }
        final class AppRouter {
          var path = NavigationPath()
          var side = SideRouter()
          func open(_ id: Int) { path.append(id) }
        }
        """
    )
    let combined = FileIndex.withRouterFacts(of: file)
    let facts = RouterDiscovery.facts(in: file.tree)
    #expect(combined.index == FileIndex(tree: file.tree, path: "A.swift"))
    #expect(combined.routers.routerTypeNames == ["AppRouter", "SideRouter"])
    #expect(combined.routers.routerTypeNames == facts.routerTypeNames)
    #expect(combined.routers.pathMutatingMethods == ["AppRouter": ["open"]])
    #expect(combined.routers.pathMutatingMethods == facts.pathMutatingMethods)
  }

  @Test func theIndexWalkFindsPathMutationsInBodiesAsTheBodyTokensDo() {
    let file = SourceFile(
      path: "A.swift",
      text: """
        struct Root: View {
          @State private var router = AppRouter()
          var body: some View { NavigationStack(path: $router.path) { A() } }
        }
        extension AppRouter {
          func open(_ id: Int) {
            func push() { path.append(id) }
            push()
          }
          func reset(to count: Int = path.removeLast()) { count }
          func clear() { self.path += [] }
          func show() { other.path.append(1) }
          func wrap() {
            typealias Step = Int
            let undo = { path = [] }
            undo()
          }
        }
        struct AppRouter {
          var path: [Int] = []
          func title() -> String { path.description }
        }
        """
    )
    let combined = FileIndex.withRouterFacts(of: file)
    let facts = RouterDiscovery.facts(in: file.tree)
    #expect(
      combined.routers.pathMutatingMethods == ["AppRouter": ["clear", "open", "push", "wrap"]])
    #expect(combined.routers.pathMutatingMethods == facts.pathMutatingMethods)
    #expect(combined.routers.routerTypeNames == facts.routerTypeNames)
  }

  @Test func readsThisRepositorysManifest() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent("Package.swift"))
    let file = SourceFile(path: "Package.swift", bytes: Array(data))
    let manifest = ManifestReader.manifest(file.tree, directory: root.path)
    let library = try #require(manifest.targets.first { $0.name == "LibraryFeature" })
    #expect(library.path == "Modules/LibraryFeature")
    #expect(library.dependencies == ["MangaCatalog", "NavigationCore", "UserData"])
    #expect(manifest.targets.first { $0.name == "NavLintCore" }?.path == "Tools/NavLintCore")
    #expect(manifest.targets.first { $0.name == "NavLintPlugin" }?.dependencies == ["navlint"])
    #expect(
      manifest.target(containing: "Modules/LibraryFeature/Sub/File.swift")?.name == "LibraryFeature"
    )
    #expect(manifest.target(containing: "Modules/LibraryFeatureX/File.swift") == nil)
  }

  @Test func thisRepositoryPassesItsOwnLintStrictly() {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let result = NavLintCommand.run(
      ["--strict", "--no-cache", "Modules", "Apps", "Package.swift"], currentDirectory: root.path)
    #expect(result.standardOutput == "")
    #expect(result.exitCode == 0)
  }
}
