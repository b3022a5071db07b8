import Foundation

extension Catalog {
  /// The most chapters a series may have; a larger count is a ``CatalogError``, so a file
  /// cannot make loading build an unbounded chapter list.
  package static let maximumChapterCount = 100_000

  /// The most pages a chapter may have; a larger count is a ``CatalogError``, so a file
  /// cannot make a chapter screen build an unbounded page list.
  package static let maximumPageCount = 10_000

  /// The name of the bundled catalog resource.
  package static let bundledFileName = "catalog.json"

  /// Loads the catalog bundled with this module.
  ///
  /// - Returns: The catalog, series in file order.
  /// - Throws: ``CatalogError`` naming the file and the bad series when the resource is
  ///   missing or invalid.
  /// - Complexity: O(n) in the total number of chapters.
  package static func bundled() throws(CatalogError) -> Catalog {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw .unreadable(file: bundledFileName, reason: "not found in the module's resources")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(file: bundledFileName, reason: error.localizedDescription)
    }
    return try load(from: data, fileName: bundledFileName)
  }

  /// Decodes, validates and expands a catalog document.
  ///
  /// The document is `{"series":[{"slug","title","alternativeTitles","author",
  /// "chapterCount","pagesPerChapter","chapterOverrides":[{"number","title","pageCount"}]}]}`;
  /// each series gets chapters `1...chapterCount` with `pagesPerChapter` pages unless an
  /// override says otherwise.
  ///
  /// - Parameters:
  ///   - data: The JSON document.
  ///   - fileName: The name used in error messages.
  /// - Returns: The catalog, series in document order.
  /// - Throws: ``CatalogError`` naming the file, the series and the bad value.
  /// - Complexity: O(n) in the total number of chapters.
  package static func load(from data: Data, fileName: String = "catalog.json") throws(CatalogError)
    -> Catalog
  {
    let file: CatalogFile
    do {
      file = try JSONDecoder().decode(CatalogFile.self, from: data)
    } catch {
      throw .malformed(file: fileName, reason: describe(error, in: data))
    }
    var seen: Set<Series.ID> = []
    var series: [Series] = []
    series.reserveCapacity(file.series.count)
    for record in file.series {
      guard isValidSlug(record.slug) else {
        throw .invalidSlug(file: fileName, slug: record.slug)
      }
      guard seen.insert(record.slug).inserted else {
        throw .duplicateSlug(file: fileName, slug: record.slug)
      }
      series.append(try expand(record, fileName: fileName))
    }
    return Catalog(series: series)
  }

  // MARK: - Validation

  private static func expand(_ record: CatalogFile.SeriesRecord, fileName: String)
    throws(CatalogError) -> Series
  {
    let slug = record.slug
    for (field, value) in [("title", record.title), ("author", record.author)]
    where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw .missingText(file: fileName, slug: slug, field: field)
    }
    guard (1...maximumChapterCount).contains(record.chapterCount) else {
      throw .invalidChapterCount(file: fileName, slug: slug, count: record.chapterCount)
    }
    guard (1...maximumPageCount).contains(record.pagesPerChapter) else {
      throw .invalidPageCount(
        file: fileName, slug: slug, chapter: nil, count: record.pagesPerChapter)
    }
    var chapters = (1...record.chapterCount).map {
      Chapter(number: $0, pageCount: record.pagesPerChapter)
    }
    var overridden: Set<Int> = []
    for override in record.chapterOverrides ?? [] {
      let number = override.number
      guard (1...record.chapterCount).contains(number) else {
        throw .overrideOutOfRange(
          file: fileName, slug: slug, chapter: number, chapterCount: record.chapterCount)
      }
      guard overridden.insert(number).inserted else {
        throw .duplicateOverride(file: fileName, slug: slug, chapter: number)
      }
      if let pageCount = override.pageCount {
        guard (1...maximumPageCount).contains(pageCount) else {
          throw .invalidPageCount(file: fileName, slug: slug, chapter: number, count: pageCount)
        }
        chapters[number - 1].pageCount = pageCount
      }
      chapters[number - 1].title = override.title
    }
    return Series(
      id: slug, title: record.title, alternativeTitles: record.alternativeTitles ?? [],
      author: record.author, chapters: chapters)
  }

  private static func isValidSlug(_ slug: String) -> Bool {
    !slug.isEmpty
      && slug.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
      }
  }

  /// A short reason for a decoding failure, naming the field path and, when it can be read,
  /// the slug of the series that holds the bad field.
  private static func describe(_ error: any Error, in data: Data) -> String {
    let reason = describe(error)
    guard case let context? = decodingContext(of: error),
      context.codingPath.first?.stringValue == "series",
      let index = context.codingPath.dropFirst().first?.intValue,
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let records = document["series"] as? [Any], records.indices.contains(index),
      let slug = (records[index] as? [String: Any])?["slug"] as? String
    else { return reason }
    return "\(reason) (series '\(slug)')"
  }

  private static func decodingContext(of error: any Error) -> DecodingError.Context? {
    switch error {
    case DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      context
    default:
      nil
    }
  }

  /// A short reason for a decoding failure, naming the field path.
  private static func describe(_ error: any Error) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let text = codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return text.isEmpty ? "the document" : String(text.drop { $0 == "." })
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      let owner = path(context.codingPath)
      return "missing field '\(key.stringValue)' in \(owner)"
    case DecodingError.typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not of type \(type)"
    case DecodingError.valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null, expected \(type)"
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "invalid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
