import ChildProcess
import Foundation
import SwiftSyntax

/// Runs navlint over files: discovery, configuration, the index pre-pass, the parallel lint
/// with cache, and fixes.
package enum LintEngine {
  /// How many bytes of source keep their syntax trees between the index pre-pass and the
  /// lint pass. A tree takes about 100 times its source in memory, so beyond this budget
  /// files are parsed again for the lint pass instead of holding gigabytes.
  package static let retainedSourceBudget = 16 << 20

  private struct Job: Sendable {
    var path: String
    var displayPath: String
    var bytes: [UInt8]
    var configuration: Configuration
    var contentHash: String
    /// Whether the pre-pass keeps the parsed tree for the lint pass (see
    /// ``LintEngine/retainedSourceBudget``).
    var retainsTree: Bool
    /// Whether findings are reported (`--since` indexes unchanged files without reporting).
    var isReported: Bool
    /// The Swift language mode of the file's package (5 when unknown).
    var languageMode = 5
    /// The project root the file belongs to: its cross-file index holds only that root's
    /// files (see ``ProjectRoots``).
    var root = ""
  }

  private struct Prepared: Sendable {
    var summary: FileSummary
    var file: SourceFile?
    /// The hash of the summary's encoding, computed (in parallel) only when a cache is used:
    /// the project fingerprint that keys cached findings combines these.
    var digest: String?
  }

  private struct Linted: Sendable {
    var findings: [Finding]
    var fixed: Bool
    var error: NavLintError?
    /// Set when a fix was not written: the file is a symbolic link out of the linted roots.
    var skippedFix = false
  }

  /// Lints what a request names.
  ///
  /// - Parameter request: Paths and settings.
  /// - Returns: The findings and the files linted.
  /// - Throws: ``NavLintError`` for a missing path, a bad configuration, an unreadable or
  ///   unwritable file, or a failing `git`.
  /// - Complexity: One parse and two walks per uncached file (index, rules).
  package static func run(_ request: LintRequest) throws(NavLintError) -> LintOutcome {
    var notUTF8: [String] = []
    var outcome = try lintFiles(request, notUTF8: &notUTF8)
    // Names that are not UTF-8 cannot be opened by name here: each is an error, never skipped.
    outcome.findings = (outcome.findings + notUTF8.map(notUTF8Finding)).sorted()
    outcome.files = (outcome.files + notUTF8).sorted()
    return outcome
  }

  /// The error for a Swift file or folder whose name is not UTF-8.
  ///
  /// - Parameter shown: Its displayed path, each byte that is not UTF-8 as `\xHH`.
  /// - Returns: A `parse-error` finding at its first line.
  static func notUTF8Finding(_ shown: String) -> Finding {
    Finding(
      ruleID: "parse-error", severity: .error,
      message: "the \(shown.hasSuffix("/") ? "folder" : "file")'s name is not UTF-8 text (each "
        + "\\xHH is a byte that is not), so it is not linted; rename it in UTF-8",
      location: Location(file: shown, line: 1, column: 1))
  }

  private static func lintFiles(_ request: LintRequest, notUTF8: inout [String])
    throws(NavLintError) -> LintOutcome
  {
    var jobs = try makeJobs(request, notUTF8: &notUTF8)
    var manifests = ManifestCache()
    var roots = ProjectRoots()
    let located = jobs.map { manifests.manifest(above: $0.path) }
    for offset in jobs.indices {
      if let found = located[offset] {
        let pathInPackage = String(jobs[offset].path.dropFirst(found.manifest.directory.count + 1))
        jobs[offset].languageMode = found.manifest.languageMode(of: pathInPackage)
      }
      jobs[offset].root = roots.root(of: jobs[offset].path)
    }
    let cache = request.cacheDirectory.map(ResultCache.init(directory:))
    // A re-run over unchanged inputs reads one cache entry instead of one per file.
    let runKey = request.fix ? nil : runCacheKey(jobs, manifestHashes: located.map { $0?.hash })
    if let runKey, let findings = cache?.value([Finding].self, forKey: runKey) {
      return LintOutcome(
        findings: findings, files: jobs.filter(\.isReported).map(\.displayPath), fixedFiles: [])
    }
    let gaveUpBefore = SourceFile.gaveUpCount.withLock { $0 }
    let prepared = Parallel.map(jobs, jobs: request.jobs) { job in prepare(job, cache: cache) }
    // One index per project root: linting two projects in one run gives each the findings
    // it gets alone.
    var scopes: [String: Scope] = [:]
    for (job, item) in zip(jobs, prepared) { scopes[job.root, default: Scope()].add(item) }
    let contexts = scopes.mapValues { $0.context() }
    let projects = zip(jobs, located).map { job, located in
      let scope = contexts[job.root] ?? Scope().context()
      return (
        ProjectInfo(
          isCompositionRoot: job.configuration.isCompositionRoot(job.path),
          hasConfiguredCompositionRoot: !job.configuration.compositionRoot.isEmpty,
          routerTypeNames: scope.routerTypeNames,
          routerMutatingMethods: scope.routerMutatingMethods,
          manifest: located?.manifest,
          pathInPackage: located.map {
            String(job.path.dropFirst($0.manifest.directory.count + 1))
          },
          isPreviewPath: job.configuration.isPreviewPath(job.path)
        ),
        located?.hash ?? "-",
        scope
      )
    }
    let fixRoots = request.fix ? FixTarget.roots(of: request) : []
    let work = Array(zip(jobs, zip(prepared, projects))).filter { $0.0.isReported }
    let reported = jobs.filter(\.isReported)
    let linted = Parallel.map(work, jobs: request.jobs) { job, context in
      lint(
        job,
        prepared: context.0,
        project: context.1.0,
        key: cacheKey(
          job, projectFingerprint: context.1.2.fingerprint, manifestHash: context.1.1),
        index: context.1.2.index,
        cache: request.fix ? nil : cache,
        fix: request.fix,
        fixRoots: fixRoots
      )
    }
    if let error = linted.compactMap(\.error).first { throw error }
    let findings = linted.flatMap(\.findings).sorted()
    if let runKey, SourceFile.gaveUpCount.withLock({ $0 }) == gaveUpBefore {
      cache?.store(findings, forKey: runKey)
    }
    return LintOutcome(
      findings: findings,
      files: reported.map(\.displayPath),
      fixedFiles: zip(reported, linted).filter { $0.1.fixed }.map { $0.0.displayPath },
      skippedFixes: zip(reported, linted).filter { $0.1.skippedFix }.map { $0.0.displayPath }
    )
  }

  /// The summaries of one project root's files.
  private struct Scope {
    var summaries: [FileSummary] = []
    var digests: [(path: String, digest: String)] = []

    mutating func add(_ prepared: Prepared) {
      summaries.append(prepared.summary)
      if let digest = prepared.digest { digests.append((prepared.summary.index.path, digest)) }
    }

    /// The index and router facts of the root's files.
    func context() -> ScopeContext {
      let index = ProjectIndex(files: summaries.map(\.index))
      let routerTypeNames = Set(summaries.flatMap(\.routerTypeNames))
      var routerMutatingMethods: Set<String> = []
      for summary in summaries {
        for (type, methods) in summary.pathMutatingMethods where routerTypeNames.contains(type) {
          routerMutatingMethods.formUnion(methods)
        }
      }
      // Without a cache the fingerprint keys nothing, and no digest was computed.
      var hash = StableHash()
      for entry in digests.sorted(by: { $0.path < $1.path }) {
        hash.combine(entry.digest)
      }
      return ScopeContext(
        index: index, routerTypeNames: routerTypeNames,
        routerMutatingMethods: routerMutatingMethods, fingerprint: hash.hex)
    }
  }

  /// What the files of one project root share.
  private struct ScopeContext: Sendable {
    var index: ProjectIndex
    var routerTypeNames: Set<String>
    var routerMutatingMethods: Set<String>
    var fingerprint: String
  }

  private static func makeJobs(_ request: LintRequest, notUTF8: inout [String])
    throws(NavLintError) -> [Job]
  {
    let paths = request.paths.isEmpty ? ["."] : request.paths
    let discovered = try FileDiscovery.discover(
      in: paths, currentDirectory: request.currentDirectory)
    let files = discovered.files
    notUTF8 = discovered.notUTF8
    // `--since` reports only changed files, but every file still feeds the index, so the
    // findings equal a full run's for those files.
    var changed: Set<String>?
    if let revision = request.changedSince {
      changed = try GitChanges.files(
        since: revision,
        paths: paths.map {
          FileDiscovery.absolutePath($0, currentDirectory: request.currentDirectory)
        })
    }
    var configurations = ConfigurationFinder()
    var jobs: [Job] = []
    var retained = 0
    for path in files {
      let configuration = try configurations.configuration(
        for: path, fallback: request.currentDirectory)
      guard configuration.includes(path) else { continue }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .io(path: path, reason: "cannot read the file")
      }
      let bytes = Array(data)
      retained += bytes.count
      jobs.append(
        Job(
          path: path,
          displayPath: FileDiscovery.displayPath(path, currentDirectory: request.currentDirectory),
          bytes: bytes,
          configuration: configuration,
          contentHash: StableHash.hex(of: bytes),
          retainsTree: retained <= retainedSourceBudget,
          isReported: changed.map { $0.contains(GitChanges.resolved(path)) } ?? true
        )
      )
    }
    return jobs
  }

  private static func prepare(_ job: Job, cache: ResultCache?) -> Prepared {
    var hash = StableHash()
    hash.combine("summary")
    hash.combine(NavLintVersion.cacheIdentity)
    hash.combine(job.displayPath)
    hash.combine(job.contentHash)
    hash.combine(String(job.languageMode))
    let key = "s-" + hash.hex
    let digestKey = "d-" + hash.hex
    if let summary = cache?.value(FileSummary.self, forKey: key) {
      let digest =
        cache?.value(String.self, forKey: digestKey) ?? StableHash.hex(of: encode(summary))
      return Prepared(summary: summary, file: nil, digest: digest)
    }
    let file = SourceFile(path: job.displayPath, bytes: job.bytes, languageMode: job.languageMode)
    // One walk gives the index and the router facts.
    let (index, routers) = FileIndex.withRouterFacts(of: file)
    let summary = FileSummary(
      index: index,
      routerTypeNames: routers.routerTypeNames,
      pathMutatingMethods: routers.pathMutatingMethods
    )
    var digest: String?
    // A parse given up is never cached: another run may parse the file.
    if let cache, !file.parseGaveUp {
      let computed = StableHash.hex(of: encode(summary))
      cache.store(summary, forKey: key)
      cache.store(computed, forKey: digestKey)
      digest = computed
    }
    return Prepared(summary: summary, file: job.retainsTree ? file : nil, digest: digest)
  }

  /// The key of a whole run's findings: every input that any file's findings depend on (the
  /// same inputs as ``cacheKey(_:projectFingerprint:manifestHash:)``, whose project
  /// fingerprint is itself a function of every file's path, content and language mode).
  private static func runCacheKey(_ jobs: [Job], manifestHashes: [String?]) -> String {
    var hash = StableHash()
    hash.combine("run")
    hash.combine(NavLintVersion.cacheIdentity)
    for (job, manifestHash) in zip(jobs, manifestHashes) {
      hash.combine(job.path)
      hash.combine(job.displayPath)
      hash.combine(job.contentHash)
      hash.combine(job.configuration.fingerprint)
      hash.combine(job.configuration.directory)
      hash.combine(String(job.languageMode))
      hash.combine(job.root)
      hash.combine(job.isReported ? "reported" : "indexed")
      hash.combine(manifestHash ?? "-")
    }
    return "r-" + hash.hex
  }

  private static func cacheKey(_ job: Job, projectFingerprint: String, manifestHash: String)
    -> String
  {
    var hash = StableHash()
    hash.combine("findings")
    hash.combine(NavLintVersion.cacheIdentity)
    hash.combine(job.displayPath)
    hash.combine(job.contentHash)
    hash.combine(job.configuration.fingerprint)
    hash.combine(job.configuration.directory)
    hash.combine(projectFingerprint)
    hash.combine(manifestHash)
    return "f-" + hash.hex
  }

  private static func lint(
    _ job: Job,
    prepared: Prepared,
    project: ProjectInfo,
    key: String,
    index: ProjectIndex,
    cache: ResultCache?,
    fix: Bool,
    fixRoots: [String] = []
  ) -> Linted {
    if let findings = cache?.value([Finding].self, forKey: key) {
      return Linted(findings: findings, fixed: false)
    }
    let linter = FileLinter(
      rules: job.configuration.enabledRules,
      engineRules: job.configuration.enabledEngineRules
    )
    var file =
      prepared.file
      ?? SourceFile(path: job.displayPath, bytes: job.bytes, languageMode: job.languageMode)
    var findings = linter.lint(file, index: index, project: project)
    if !file.parseGaveUp { cache?.store(findings, forKey: key) }
    // Edits are UTF-8 offsets of the bytes on disk: a file that is not valid UTF-8 (its text
    // is a lossy decoding) or does not parse is never rewritten.
    guard fix, file.isValidUTF8, file.unparsedReason == nil, !file.tree.hasError else {
      return Linted(findings: findings, fixed: false)
    }
    var fixed = false
    for _ in 0..<4 {
      let edits = findings.flatMap(\.fix)
      guard !edits.isEmpty else { break }
      let text = Fixer.apply(edits, to: file.text)
      guard text != file.text else { break }
      let candidate = SourceFile(
        path: job.displayPath, text: text, languageMode: job.languageMode)
      // A fix never turns a file that parses into one that does not.
      guard !candidate.tree.hasError else { break }
      // Nor writes outside the folders being linted through a symbolic link.
      guard FixTarget.isInside(job.path, roots: fixRoots) else {
        return Linted(findings: findings, fixed: false, skippedFix: true)
      }
      do {
        try FileWriter.write(Data(text.utf8), to: job.path, displayPath: job.displayPath)
      } catch {
        return Linted(findings: [], fixed: false, error: error)
      }
      fixed = true
      file = candidate
      findings = linter.lint(file, index: index, project: project)
    }
    return Linted(findings: findings, fixed: fixed)
  }

  fileprivate static func encode(_ summary: FileSummary) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(summary)).map(Array.init) ?? []
  }
}
