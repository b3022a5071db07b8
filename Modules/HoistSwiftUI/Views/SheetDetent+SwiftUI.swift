import Foundation
import NavigationCore

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  extension SheetDetent {
    /// The detent as SwiftUI names it.
    public var presentationDetent: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let fraction): .fraction(CGFloat(fraction))
      case .height(let height): .height(CGFloat(height))
      }
    }
  }
#endif
