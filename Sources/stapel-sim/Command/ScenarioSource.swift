import Foundation

/// A scenario's text and the name its messages use: a file, standard input, or a bundled example.
struct ScenarioSource: Sendable {
    let name: String
    let text: String

    /// Reads `path`, or standard input for `-`.
    static func load(_ path: String) throws(Invocation.Problem) -> ScenarioSource {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return ScenarioSource(name: "<stdin>", text: String(decoding: data, as: UTF8.self))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw Invocation.Problem(message: "cannot read \"\(path)\": " + (exists ? "permission denied or not a file" : "no such file"))
        }
        return ScenarioSource(name: path, text: String(decoding: data, as: UTF8.self))
    }
}
