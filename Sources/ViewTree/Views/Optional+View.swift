/// An optional view is its wrapped view when present and nothing when `nil`.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: StructuralView where Wrapped: View {
    func flatten(into list: inout ElementList) {
        if case .some(let wrapped) = self {
            list.withComponent(.branch(0)) { $0.append(wrapped) }
        }
    }
}
