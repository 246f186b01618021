import ViewTree

/// A view that can be rebuilt from a string: a pushed screen whose content conforms is saved
/// in a ``NavigationSnapshot`` with its key, and ``Stack/restorer`` turns the key back into the
/// view on restore.
///
/// ```swift
/// struct Detail: View, RestorableView {
///     let number: Int
///     var restorationKey: String { "detail/\(number)" }
///     var body: some View { Text("Detail \(number)") }
/// }
/// stack.restorer = { key in
///     key.hasPrefix("detail/") ? Int(key.dropFirst(7)).map { AnyView(Detail(number: $0)) } : nil
/// }
/// ```
///
/// Screens opened through ``Stack/routes`` need no key: their route rebuilds them.
public protocol RestorableView: View {
    /// The string ``Stack/restorer`` rebuilds the view from.
    var restorationKey: String { get }
}

extension AnyView {
    /// The restoration key of the view it erases, if that view is a ``RestorableView``.
    var restorationKey: String? {
        (base as? any RestorableView)?.restorationKey
    }
}
