import Foundation

/// Writes a corpus of SwiftUI-style files for the navlint scenario: views with stacks,
/// links, sheets and lists, and route enums, about 150 lines a file.
enum SwiftUICorpus {
  /// Writes `files` files under `directory`, ten to a folder.
  ///
  /// - Returns: The number of lines written.
  static func write(files: Int, to directory: URL) throws -> Int {
    var lines = 0
    for index in 0..<files {
      let folder = directory.appendingPathComponent("Feature\(index / 10)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = file(index)
      lines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      try Data(text.utf8).write(to: folder.appendingPathComponent("Screen\(index).swift"))
    }
    return lines
  }

  /// One file's text.
  static func file(_ index: Int) -> String {
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
