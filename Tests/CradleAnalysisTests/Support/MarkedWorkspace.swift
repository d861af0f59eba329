import CradleSyntax
import Testing

@testable import CradleAnalysis

/// A fixture whose `1️⃣`…`9️⃣` markers are removed, with their byte offsets kept per file,
/// loaded into a workspace.
struct MarkedWorkspace {
    /// The fixture's files, markers removed.
    var workspace: Workspace
    /// Marker → (file, offset).
    var markers: [String: (file: String, offset: Int)] = [:]
    /// The fixture's file paths, in fixture order.
    var paths: [String] = []

    /// Loads `source`'s files; `visibility` says which modules see which.
    init(_ source: String, visibility: ModuleVisibility = ModuleVisibility()) {
        workspace = Workspace(visibility: visibility)
        for file in Fixture(source).files {
            var text = ""
            var offset = 0
            var characters = file.text.makeIterator()
            while let character = characters.next() {
                if let digit = character.unicodeScalars.first, character.unicodeScalars.count == 3,
                    character.unicodeScalars.dropFirst().first == "\u{FE0F}", ("1"..."9").contains(digit)
                {
                    markers[String(digit)] = (file.path, offset)
                    continue
                }
                text.append(character)
                offset += String(character).utf8.count
            }
            paths.append(file.path)
            workspace = workspace.updating(path: file.path, module: file.module, text: SourceText(text))
        }
    }

    /// The byte offset of `marker` in its file, or -1 when the fixture has none.
    func offset(_ marker: String) -> Int { markers[marker]?.offset ?? -1 }
    /// The file `marker` is in.
    func file(_ marker: String) -> String { markers[marker]?.file ?? "" }

    /// The text a location covers.
    func text(_ location: Location) -> String {
        workspace.entries[location.file]?.summary.tree.text[location.range] ?? ""
    }

    /// A location as `file:text`.
    func describe(_ location: Location) -> String {
        "\(location.file):\(text(location))"
    }

    /// The marker at `offset` of `file`, or `file@offset` when none is there.
    func marker(at offset: Int, in file: String) -> String {
        markers.first { $0.value.file == file && $0.value.offset == offset }?.key ?? "\(file)@\(offset)"
    }
}
