import ViewTree

/// A modal layer: a sheet or full-screen cover with its own root pusher, above the layers below.
public struct LayerInfo: Sendable, Hashable, CustomStringConvertible {
    /// 1 for the first modal layer (the base layer, below every modal, is level 0).
    public let level: Int
    /// How it is presented.
    public let style: PresentationStyle
    /// The tag it was presented with, if any.
    public let tag: ScreenID?
    /// The pusher its content is the root screen of; pushes inside the layer nest from it.
    public let root: PusherID

    /// `sheet "login"`, or `full-screen cover 2` without a tag.
    public var description: String {
        let style = style.name
        return style + " " + (tag?.description ?? String(level))
    }
}
