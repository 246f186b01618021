/// How a modal layer is presented.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// A sheet (``View/sheet(isPresented:content:)``).
    case sheet
    /// A full-screen cover (``View/fullScreenCover(isPresented:content:)``).
    case fullScreenCover
}

extension PresentationStyle: Codable {}
