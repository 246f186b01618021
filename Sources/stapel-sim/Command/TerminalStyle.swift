/// Colour for output: only on a terminal, and never when `NO_COLOR` is set.
struct TerminalStyle: Sendable {
    enum Colour: String, Sendable {
        case red = "31"
        case green = "32"
        case bold = "1"
    }

    let usesColour: Bool

    static let plain = TerminalStyle(usesColour: false)

    func paint(_ text: String, _ colour: Colour) -> String {
        usesColour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }
}
