import AppShell
import LibraryFeature
import MangaCatalog
import NavigationCore
import ReaderFeature
import UserData

/// The sample app and route sets the scenarios share.
@MainActor
enum BenchmarkApp {
  /// The app on the bundled catalog and the sample user data.
  static func make(userData: UserDataState = .sample) throws -> HoistApp {
    try HoistApp(catalog: Catalog.bundled(), userData: userData)
  }

  /// `count` distinct reader page routes of One Piece (chapters from 1 on, 10 pages each).
  static func pageRoutes(count: Int) -> [AnyRoute] {
    (0..<count).map { index in
      ReaderRoute.page(seriesID: "op", chapter: index / 10 + 1, page: index % 10 + 1).erased
    }
  }

  /// `count` distinct routes that exist in the bundled catalog: series, then their chapters.
  static func validRoutes(count: Int, catalog: Catalog) -> [AnyRoute] {
    var routes: [AnyRoute] = []
    outer: while routes.count < count {
      for series in catalog.series {
        routes.append(LibraryRoute.series(seriesID: series.id).erased)
        for chapter in series.chapters {
          if routes.count >= count { break outer }
          routes.append(ReaderRoute.chapter(seriesID: series.id, chapter: chapter.number).erased)
        }
      }
    }
    return Array(routes.prefix(count))
  }

  /// A repeatable mix of commands whose stacks stay bounded: pushes and backs balance, and
  /// pops to the root, presentations, dismissals and tab switches are mixed in.
  static func randomCommands(count: Int, using generator: inout SplitMix64) -> [NavigationCommand] {
    let routes = pageRoutes(count: 64)
    let sheet = LibraryRoute.addToList(seriesID: "op").erased
    let tabs: [TabID] = HoistApp.tabs
    return (0..<count).map { _ in
      switch generator.next() % 20 {
      case 0...5: .push(routes[Int(generator.next() % 64)])
      case 6...11: .back
      case 12: .popToRoot
      case 13, 14: .present(sheet, style: .sheet)
      case 15, 16: .dismiss
      default: .selectTab(tabs[Int(generator.next() % UInt64(tabs.count))])
      }
    }
  }
}
