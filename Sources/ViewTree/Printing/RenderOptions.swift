/// How ``ViewHost/render(_:)`` draws the tree.
public struct RenderOptions: Sendable, Hashable {
    /// The characters that draw the tree's branches.
    public enum Drawing: Sendable, Hashable {
        /// `├─ └─ │`
        case unicode
        /// `|- \`- |`, for terminals and logs that mangle box drawing.
        case ascii
    }

    /// The characters that draw the branches; `.unicode` by default.
    public var drawing: Drawing
    /// Below this depth lines stop moving right and say their depth instead (`(depth 70)`), so that
    /// a 10,000-level tree prints in linear space. 64 by default.
    public var indentationLimit: Int

    /// Options with the given drawing and indentation limit.
    public init(drawing: Drawing = .unicode, indentationLimit: Int = 64) {
        self.drawing = drawing
        self.indentationLimit = max(1, indentationLimit)
    }
}
