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

    /// Presents `content` as a full-screen cover, a new top layer, while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> Content) -> ModifiedContent<Self> {
        modifier(.presentation(.fullScreenCover, isPresented: isPresented, content: { AnyView(content()) }))
    }
}
