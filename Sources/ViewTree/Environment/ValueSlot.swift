import Foundation

/// One value of an ``EnvironmentValues``, in a box of its own type, kept under its key.
///
/// A read knows the value's type from its key and takes the value out with no dynamic cast.
/// Kept as `Any`, every read cast it back (about 250 instructions; reads of a scenario's scope
/// and a screen's place were 2.7% of an explore), and a value larger than three words was
/// boxed anyway, with a look-up of the box's metadata at each write.
///
/// ```swift
/// let slot: AnyValueSlot = ValueSlot(3)
/// unsafeDowncast(slot, to: ValueSlot<Int>.self).value   // 3
/// ```
@usableFromInline package class AnyValueSlot {
    @usableFromInline init() {}

    /// Whether `other` holds a value of the same type, bit for bit the same. Padding may make
    /// equal values differ, never different ones equal; a class instance is the same object.
    func holdsSameBits(as other: AnyValueSlot) -> Bool {
        preconditionFailure("every slot is a ValueSlot")
    }
}

/// A slot holding a value of type `Value`.
@usableFromInline package final class ValueSlot<Value>: AnyValueSlot {
    @usableFromInline package let value: Value

    @usableFromInline package init(_ value: Value) {
        self.value = value
        super.init()
    }

    override func holdsSameBits(as other: AnyValueSlot) -> Bool {
        guard let other = other as? ValueSlot<Value> else { return false }
        return withUnsafeBytes(of: value) { mine in
            withUnsafeBytes(of: other.value) { theirs in
                mine.count == theirs.count && (mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0)
            }
        }
    }
}
