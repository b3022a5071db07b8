import FieldNotesFeature
import LibraryFeature
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature
import UserData

/// The composition root's map from features' effects to data changes and other features'
/// routes: the one place a feature's outcome reaches another feature.
package enum CrossFeatureEffects {
  /// What an outcome's effects amount to.
  package struct Mapped: Equatable, Sendable {
    /// Data changes, in order.
    package var changes: [UserDataChange] = []
    /// Commands applied after the outcome's own commands.
    package var commands: [NavigationCommand] = []

    package init(changes: [UserDataChange] = [], commands: [NavigationCommand] = []) {
      self.changes = changes
      self.commands = commands
    }
  }

  /// Maps an outcome's effects.
  ///
  /// - Parameter outcome: The outcome, effects type-erased.
  /// - Returns: Data changes and commands.
  package static func map(_ outcome: AnyOutcome) -> Mapped {
    var mapped = Mapped()
    for effect in outcome.effects {
      switch effect {
      case let effect as LibraryEffect:
        switch effect {
        case .data(let change): mapped.changes.append(change)
        case .openChapter(let seriesID, let chapter):
          mapped.commands.append(
            .push(ReaderRoute.chapter(seriesID: seriesID, chapter: chapter).erased))
        case .continueReading(let seriesID, let chapter):
          mapped.commands.append(
            .replacePath([
              LibraryRoute.series(seriesID: seriesID).erased,
              ReaderRoute.chapter(seriesID: seriesID, chapter: chapter).erased,
            ]))
        }
      case let effect as SearchEffect:
        switch effect {
        case .openSeries(let seriesID):
          mapped.commands.append(.push(LibraryRoute.series(seriesID: seriesID).erased))
        }
      case let effect as ReaderEffect:
        switch effect {
        case .data(let change): mapped.changes.append(change)
        }
      case let effect as SettingsEffect:
        switch effect {
        case .data(let change): mapped.changes.append(change)
        }
      case let effect as FieldNotesEffect:
        switch effect {
        case .data(let change): mapped.changes.append(change)
        }
      default:
        continue
      }
    }
    return mapped
  }
}
