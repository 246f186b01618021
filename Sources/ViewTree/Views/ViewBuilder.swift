/// Builds views from blocks of statements, like SwiftUI's builder of the same name.
///
/// Blocks of any length (parameter packs), `if`, `if`/`else`, `switch`, optionals and `for`
/// loops all work:
///
/// ```swift
/// @ViewBuilder var rows: some View {
///     Text("Header")
///     if showDetails { Text("Details") } else { Button("Show") { showDetails = true } }
///     for name in names { Text(name) }
/// }
/// ```
///
/// Each branch and position gives its views their own identity: flipping an `if` unmounts one
/// branch and mounts the other. Views made by a `for` loop are identified by position; use
/// ``ForEach`` to identify them by id.
@MainActor
@resultBuilder
public enum ViewBuilder {
    // Every builder is inlinable, as the views it makes: a body in another module then builds
    // its own specialized views, instead of asking the runtime for tuple and generic metadata
    // each time it renders.
    /// An empty block builds nothing.
    @inlinable public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view is that view.
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views keeps each at its own position.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// The `if` branch of an `if`/`else` or of a `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        .first(first)
    }

    /// The `else` branch of an `if`/`else` or of a `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        .second(second)
    }

    /// An `if` without `else`: the content, or nothing.
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// A `for` loop: the views it made, identified by position.
    @inlinable public static func buildArray<Content: View>(_ content: [Content]) -> ArrayContent<Content> {
        ArrayContent(elements: content)
    }

    /// An `if #available` branch.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
