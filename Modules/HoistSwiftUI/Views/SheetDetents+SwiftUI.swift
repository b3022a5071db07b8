import NavigationCore

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  extension SheetDetents {
    /// The offered detents as `presentationDetents(_:selection:)` takes them.
    public var presentationDetents: Set<PresentationDetent> {
      Set(available.map(\.presentationDetent))
    }

    /// The offered detent SwiftUI wrote, read back.
    ///
    /// - Parameter written: The detent SwiftUI wrote through the selection binding.
    /// - Returns: The offered detent it names, or `nil` when none does.
    public func detent(matching written: PresentationDetent) -> SheetDetent? {
      available.first { $0.presentationDetent == written }
    }
  }
#endif
