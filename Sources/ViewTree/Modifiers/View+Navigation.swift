extension View {
    /// Sets the title this view gives its screen; the printed tree shows it.
    public func navigationTitle(_ title: some StringProtocol) -> ModifiedContent<Self> {
        modifier(.navigationTitle(String(title)))
    }

    /// Presents `content` as a sheet, a new top layer, while `isPresented` is true.
    /// ``ViewHost/back()`` on the sheet's first screen sets it to false.
    ///
    /// ```swift
    /// Button("Settings") { showsSettings = true }
    ///     .sheet(isPresented: $showsSettings) { Text("Settings") }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) -> ModifiedContent<Self> {
        modifier(.presentation(.sheet, isPresented: isPresented, content: { AnyView(content()) }))
    }

    /// Presents an alert titled `title` with the buttons `actions` builds, a new top layer,
    /// while `isPresented` is true. Tapping one of its buttons dismisses it, then runs the
    /// button's action; nothing behind it can be tapped (``TapError/behindAlert(label:)``), and
    /// ``ViewHost/back()`` does not dismiss it.
    ///
    /// ```swift
    /// Button("Delete") { confirming = true }
    ///     .alert("Delete the note?", isPresented: $confirming) {
    ///         Button("Delete") { delete() }
    ///         Button("Cancel") {}
    ///     }
    /// ```
    public func alert<Actions: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions)
        -> ModifiedContent<Self>
    {
        modifier(.presentation(.alert, isPresented: isPresented, content: { AnyView(Alert(title, actions: actions)) }))
    }

    /// Presents `content` as a new top layer in `style`, while `isPresented` is true.
    package func presentation<Content: View>(
        _ style: PresentationStyle, isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> ModifiedContent<Self> {
        modifier(.presentation(style, isPresented: isPresented, content: { AnyView(content()) }))
    }

    /// Presents `content` as a full-screen cover, a new top layer, while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content)
        -> ModifiedContent<Self>
    {
        modifier(.presentation(.fullScreenCover, isPresented: isPresented, content: { AnyView(content()) }))
    }
}
