/// The buffer of a worklist that a walk run at every move borrows and gives back, so that the
/// walk allocates nothing once the buffer has grown to its size.
///
/// Taken, not shared: a walk that starts inside another (a body that queries the tree) takes
/// an empty array and allocates its own, and the larger of the two is kept.
///
/// ```swift
/// var pending = scratch.take()
/// pending.append(root)
/// while let node = pending.popLast() { … }
/// scratch.giveBack(&pending)
/// ```
struct ReusableArray<Element> {
    private var spare: [Element] = []

    /// The kept buffer, empty; the next ``take()`` gets a new one until this comes back.
    mutating func take() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &spare)
        return taken
    }

    /// Keeps the buffer of `array`, emptied, if it is larger than the one kept; `array` is left
    /// empty. In place: an array passed by value is shared with the caller's until its end, and
    /// emptying a shared buffer while keeping its capacity allocates another.
    mutating func giveBack(_ array: inout [Element]) {
        guard array.capacity > spare.capacity else { return }
        array.removeAll(keepingCapacity: true)
        swap(&spare, &array)
    }
}
