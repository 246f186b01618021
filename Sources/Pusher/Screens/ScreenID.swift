import ViewTree

/// What tells a pushed screen or a presented layer apart: any `Hashable` value.
///
/// ```swift
/// stack.push(view: AnyView(DetailView()), id: "detail")
/// stack.push(view: AnyView(StepView()), id: 2)
/// stack.pop(to: "detail")
/// ```
///
/// Two ids are equal when their values are of the same type and equal: `1` is not `"1"`.
/// Prints the way scenario files write it: `"detail"` quoted, `2` bare, anything else as
/// `String(describing:)` does.
public struct ScreenID: Sendable, Hashable, CustomStringConvertible {
    /// The value as given.
    public let base: any Hashable & Sendable

    /// The id `base`.
    public init(_ base: some Hashable & Sendable) {
        // An id made from an id keeps the original value, so wrapping twice changes nothing.
        if let id = base as? ScreenID {
            self = id
        } else {
            self.base = base
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String {
        if let string = base as? String { return Quoting.quoted(string) }
        return String(describing: base)
    }
}

extension ScreenID: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension ScreenID: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}
