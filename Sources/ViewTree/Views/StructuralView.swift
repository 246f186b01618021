/// A view that adds no node of its own but contributes its content to its parent's children:
/// builder blocks, branches, optionals, loops, `AnyView`, `EmptyView` and modifiers.
@MainActor
protocol StructuralView: View {
    /// Appends the elements this view stands for, under the list's current identity prefix.
    func flatten(into list: inout ElementList)
}

extension StructuralView {
    public func _appendElements(to list: inout ElementList) {
        flatten(into: &list)
    }
}
