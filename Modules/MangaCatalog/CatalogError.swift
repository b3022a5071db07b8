/// Why a catalog file could not be loaded; every case names the file and what is wrong.
package enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is missing or could not be read.
  case unreadable(file: String, reason: String)
  /// The file is not a catalog document (bad JSON, a missing or mistyped field).
  case malformed(file: String, reason: String)
  /// A slug is empty or holds characters other than lowercase letters, digits and `-`.
  case invalidSlug(file: String, slug: String)
  /// Two series share a slug.
  case duplicateSlug(file: String, slug: String)
  /// A series has an empty title or author.
  case missingText(file: String, slug: String, field: String)
  /// A series has fewer than 1 or more than ``Catalog/maximumChapterCount`` chapters.
  case invalidChapterCount(file: String, slug: String, count: Int)
  /// A series' default page count, or a chapter's page count, is below 1 or above
  /// ``Catalog/maximumPageCount``.
  case invalidPageCount(file: String, slug: String, chapter: Int?, count: Int)
  /// A chapter override names a chapter the series does not have.
  case overrideOutOfRange(file: String, slug: String, chapter: Int, chapterCount: Int)
  /// Two overrides name the same chapter.
  case duplicateOverride(file: String, slug: String, chapter: Int)

  package var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): cannot be read (\(reason))"
    case .malformed(let file, let reason):
      "\(file): not a catalog document: \(reason)"
    case .invalidSlug(let file, let slug):
      "\(file): the slug '\(slug)' must be non-empty lowercase letters, digits and '-'"
    case .duplicateSlug(let file, let slug):
      "\(file): the slug '\(slug)' is used by more than one series; slugs must be unique"
    case .missingText(let file, let slug, let field):
      "\(file): series '\(slug)' has an empty \(field)"
    case .invalidChapterCount(let file, let slug, let count):
      "\(file): series '\(slug)' has chapterCount \(count); it needs 1 to "
        + "\(Catalog.maximumChapterCount)"
    case .invalidPageCount(let file, let slug, let chapter?, let count):
      "\(file): series '\(slug)' chapter \(chapter) has pageCount \(count); it needs 1 to "
        + "\(Catalog.maximumPageCount)"
    case .invalidPageCount(let file, let slug, nil, let count):
      "\(file): series '\(slug)' has pagesPerChapter \(count); it needs 1 to "
        + "\(Catalog.maximumPageCount)"
    case .overrideOutOfRange(let file, let slug, let chapter, let chapterCount):
      "\(file): series '\(slug)' overrides chapter \(chapter), but its chapters are "
        + "1–\(chapterCount)"
    case .duplicateOverride(let file, let slug, let chapter):
      "\(file): series '\(slug)' overrides chapter \(chapter) more than once"
    }
  }
}
