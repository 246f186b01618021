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
    @MainActor var restorationKey: String? {
        RestorableTypes.restorationKey(of: base)
    }
}

/// Whether each view type is a ``RestorableView``, looked up once per type: a cast of a view to
/// the protocol asked the run-time's conformance cache every time, about 500 instructions for
/// each screen a snapshot saves.
@MainActor
private enum RestorableTypes {
    private static var known: [ObjectIdentifier: (any RestorableView.Type)?] = [:]

    static func restorationKey(of view: any View) -> String? {
        let type = Swift.type(of: view)
        let restorable: (any RestorableView.Type)?
        if let found = known[ObjectIdentifier(type)] {
            restorable = found
        } else {
            restorable = type as? any RestorableView.Type
            known[ObjectIdentifier(type)] = restorable
        }
        guard let restorable else { return nil }
        return restorationKey(of: view, as: restorable)
    }

    /// The key of `view`, whose type is `type`: a cast to a concrete type compares the
    /// existential's type, looking nothing up.
    private static func restorationKey<T: RestorableView>(of view: any View, as type: T.Type) -> String {
        (view as! T).restorationKey
    }
}
