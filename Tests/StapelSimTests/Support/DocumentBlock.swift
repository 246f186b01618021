import Foundation

/// A fenced block of a Markdown document: its language (the word after the opening fence), the
/// line of its first line of content, its text, and the file it stands for when an HTML comment
/// right above the fence names one (`<!-- file: locked.stapel -->`, which a reader does not see).
struct DocumentBlock {
    let language: Substring
    let line: Int
    let text: String
    let file: String?

    /// Every fenced block of the document at `path`, relative to the package, in order.
    static func blocks(in path: String) -> [DocumentBlock] {
        let lines = Fixtures.read(Fixtures.packageRoot.appendingPathComponent(path)).split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [DocumentBlock] = []
        var open: (language: Substring, line: Int, file: String?, text: [Substring])?
        for (index, line) in lines.enumerated() {
            if var block = open {
                if line == "```" {
                    blocks.append(
                        DocumentBlock(language: block.language, line: block.line, text: block.text.joined(separator: "\n") + "\n", file: block.file))
                    open = nil
                } else {
                    block.text.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                let above = index > 0 ? lines[index - 1] : ""
                let file =
                    above.hasPrefix("<!-- file: ") && above.hasSuffix(" -->")
                    ? String(above.dropFirst("<!-- file: ".count).dropLast(" -->".count)) : nil
                open = (line.dropFirst(3), index + 2, file, [])
            }
        }
        return blocks
    }
}
