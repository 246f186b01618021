/// A key for a value passed down the tree through ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// // Text("Hi").environment(\.accent, "red"); @Environment(\.accent) var accent
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value seen where no ancestor set one.
    static var defaultValue: Value { get }
}
