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
    /// The value, boxed: an id is one reference, so an optional id, and an outcome that may
    /// carry one, copies as cheaply as a pointer on every push that has none.
    private final class Box: Sendable {
        let base: any Hashable & Sendable

        init(_ base: any Hashable & Sendable) {
            self.base = base
        }
    }

    private let box: Box

    /// The value as given.
    public var base: any Hashable & Sendable { box.base }

    /// The id `base`.
    public init(_ base: some Hashable & Sendable) {
        // An id made from an id keeps the original value, so wrapping twice changes nothing.
        if let id = base as? ScreenID {
            self = id
        } else {
            box = Box(base)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || AnyHashable(lhs.base) == AnyHashable(rhs.base)
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
