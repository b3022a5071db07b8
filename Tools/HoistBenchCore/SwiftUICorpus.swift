import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a corpus of SwiftUI-style files for the navlint scenario: views with stacks,
/// links, sheets and lists, and route enums, about 150 lines a file.
package enum SwiftUICorpus {
  /// Writes `files` files in `directory`, an existing empty folder, ten to a subfolder.
  ///
  /// Nothing is replaced: each subfolder and file is created new, so a name that appeared in
  /// the meantime (a file, a symbolic link) fails the write instead of being followed.
  ///
  /// - Parameters:
  ///   - files: How many files.
  ///   - directory: The folder, which must exist.
  /// - Returns: The number of lines written.
  /// - Throws: ``BenchmarkError/writeFailed(path:reason:)`` naming `displayPath`.
  package static func write(files: Int, to directory: URL, displayPath: String? = nil)
    throws(BenchmarkError) -> Int
  {
    var lines = 0
    for index in 0..<max(files, 0) {
      let folder = directory.appendingPathComponent("Feature\(index / 10)").path
      let text = file(index)
      lines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      // Under the guard: a signal waits for this file and no file is made after it.
      let failure: Int32? = InterruptGuard.shared.writing {
        if index % 10 == 0, mkdir(folder, 0o755) != 0 {
          errno
        } else {
          create(folder + "/Screen\(index).swift", Array(text.utf8))
        }
      }
      if let failure {
        throw .writeFailed(
          path: displayPath ?? directory.path, reason: String(cString: strerror(failure)))
      }
    }
    return lines
  }

  /// Creates a new file (never an existing name, never through a symbolic link) with `bytes`.
  ///
  /// - Returns: `nil`, or the `errno` of the step that failed.
  private static func create(_ path: String, _ bytes: [UInt8]) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    return DescriptorWriter.writeAll(bytes, to: descriptor)
  }

  /// One file's text.
  package static func file(_ index: Int) -> String {
    let name = "Screen\(index)"
    var text = """
      import SwiftUI

      enum \(name)Route: Hashable, Codable {
        case list
        case detail(id: String)
        case edit(id: String, section: Int)
        case settings
      }

      struct \(name)Item: Identifiable, Hashable {
        let id: String
        var title: String
        var subtitle: String
        var count: Int
      }

      struct \(name): View {
        @State private var path: [\(name)Route] = []
        @State private var showsSheet = false
        @State private var query = ""
        let items: [\(name)Item]

        var body: some View {
          NavigationStack(path: $path) {
            List {
              Section("Items") {
                ForEach(items) { item in
                  NavigationLink(value: \(name)Route.detail(id: item.id)) {
                    \(name)Row(item: item)
                  }
                }
              }
              Section("More") {
                NavigationLink("Settings", value: \(name)Route.settings)
                Button("Add") { showsSheet = true }
              }
            }
            .searchable(text: $query)
            .navigationTitle("Screen \(index)")
            .navigationDestination(for: \(name)Route.self) { route in
              destination(for: route)
            }
            .sheet(isPresented: $showsSheet) {
              \(name)Editor(title: "New item")
            }
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button("Edit") { showsSheet.toggle() }
              }
            }
          }
        }

        @ViewBuilder
        private func destination(for route: \(name)Route) -> some View {
          switch route {
          case .list:
            Text("List")
          case .detail(let id):
            \(name)Detail(id: id, items: items)
          case .edit(let id, let section):
            Text("Edit \\(id) section \\(section)")
          case .settings:
            Form {
              Toggle("Enabled", isOn: .constant(true))
              Stepper("Count", value: .constant(3))
            }
          }
        }
      }

      struct \(name)Row: View {
        let item: \(name)Item

        var body: some View {
          HStack(alignment: .firstTextBaseline, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
              Text(item.title)
                .font(.headline)
              Text(item.subtitle)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\\(item.count)")
              .monospacedDigit()
          }
          .padding(.vertical, 4)
        }
      }

      struct \(name)Detail: View {
        let id: String
        let items: [\(name)Item]
        @State private var showsCover = false

        var body: some View {
          ScrollView {
            LazyVStack(alignment: .leading) {
              ForEach(items.filter { $0.id != id }) { item in
                NavigationLink(value: \(name)Route.edit(id: item.id, section: item.count % 4)) {
                  Text(item.title)
                }
              }
            }
          }
          .fullScreenCover(isPresented: $showsCover) {
            \(name)Editor(title: "Cover \\(id)")
          }
          .navigationTitle(id)
        }
      }

      struct \(name)Editor: View {
        let title: String
        @Environment(\\.dismiss) private var dismiss
        @State private var text = ""

        var body: some View {
          NavigationStack {
            Form {
              TextField("Title", text: $text)
              Section {
                Button("Save") { dismiss() }
                Button("Cancel", role: .cancel) { dismiss() }
              }
            }
            .navigationTitle(title)
          }
        }
      }

      """
    // Pad with plain helpers so files reach about 150 lines.
    for helper in 0..<3 {
      text += """

        extension \(name)Item {
          static func sample\(helper)(_ seed: Int) -> \(name)Item {
            let value = seed &* \(helper + 31) &+ \(index)
            return \(name)Item(
              id: "item-\\(value)", title: "Item \\(value)", subtitle: "Sample \(helper)",
              count: value % 97)
          }
        }

        """
    }
    return text
  }
}
