import Foundation

/// Foundation's user activity, which swift-corelibs-foundation does not have: only what the
/// views read.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity {
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  public let activityType: String
  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
  /// (`var webpageURL: URL? { get set }`).
  open var webpageURL: URL?

  /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) { self.activityType = activityType }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (Apple's name, which the views use as it is.)

/// An activity continued from a universal link or Handoff from a browser.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// (`let NSUserActivityTypeBrowsingWeb: String`).
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
