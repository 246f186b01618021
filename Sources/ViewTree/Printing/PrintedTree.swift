/// The tree as a host last printed it, kept so that what changed since can be said without
/// printing the tree again (``ViewHost/renderChanges(_:context:)``): a step that pushes one
/// screen onto a stack thousands deep costs what the push changed, not the tree.
///
/// One entry per printed node: its line's text after the branch drawing, its depth, its parent
/// and children as printed, and its place in a list of every line in print order, so that the
/// lines around a change are one link away whatever the tree's depth. The kept fingerprint
/// (``TreeFingerprint``) says which nodes may have changed, as the graph told it; an update
/// reads those alone:
/// 1. Nodes whose line may have changed print their line again; nodes whose printed children
///    may have changed (they rendered, or a child left) compare the children they print with
///    those kept, by identity, in order: the rest were removed or added.
/// 2. What was removed and the old text of what changed are taken, drawn as they were printed.
/// 3. The changes are applied: removed lines stay in the list as tombstones until the end;
///    added subtrees are printed and linked in place.
/// 4. Consecutive changed lines make a run, diffed as ``LineDiff`` would diff them; runs
///    closer than twice the context make a hunk; hunks are ordered by their place in the tree.
///
/// - Complexity: O(nodes) to start; then an update is O(changed lines × (context + indentation
///   limit) + the children of each node that rendered + the depth of the subtree an addition
///   follows), whatever the tree's size or depth.
@MainActor
final class PrintedTree {
    let options: RenderOptions
    private var printer: TextTreePrinter
    /// By position in a pool: removed entries' positions are reused.
    private var entries: [Entry] = []
    private var freePositions: [Int] = []
    /// The entry of each printed node, by serial.
    private var positions: [Int: Int] = [:]
    private var rootPosition = 0
    /// The fingerprint's ``TreeFingerprint/restarts`` when the tree was last read.
    private var restarts: Int
    /// One buffer for every line printed, so that a line is a `memcpy` and one string.
    private var output = TextOutput()

    private struct Entry {
        var node: ViewNode?
        /// The line after its branch drawing.
        var content: String
        let depth: Int
        let parent: Int?
        var children: [Int] = []
        var isLast: Bool
        /// The ancestor at depth `indentationLimit - 1`, for entries at that depth and deeper:
        /// the last ancestor whose line draws a guide.
        let anchor: Int?
        var previous: Int?
        var next: Int?
        var mark = Mark.none
        /// Whether an update asks again for the line or the printed children.
        var rereadsLine = false
        var rereadsChildren = false
    }

    private enum Mark {
        case none, changed, added, removed
    }

    /// What an update will do to one parent's children.
    private struct Plan {
        let parent: Int
        let children: [ViewNode]
        /// For each child, its entry when it was printed there before.
        let kept: [Int?]
    }

    /// Keeps `root`'s tree as `options` print it.
    ///
    /// - Complexity: O(nodes).
    init(root: ViewNode, options: RenderOptions, layerIndex: @escaping (ViewNode) -> Int, restarts: Int) {
        self.options = options
        printer = TextTreePrinter(options: options, layerIndex: layerIndex)
        self.restarts = restarts
        rootPosition = makeEntry(for: root, depth: 0, parent: nil, isLast: true)
        _ = addDescendants(of: rootPosition, marking: .none)
    }

    // MARK: Updating

    /// What changed since the tree was last read, `context` unchanged lines around each change;
    /// then keeps the tree as it is now. `nil` when the tree must be read again whole: its root
    /// changed, or the fingerprint stopped keeping track.
    ///
    /// - Parameter touched: The nodes whose printed line, place or children may have changed.
    /// - Parameter left: The serials of the nodes that left the tree.
    func update(root: ViewNode, touched: [ViewNode], left: [Int], restarts: Int, layerIndex: @escaping (ViewNode) -> Int, context: Int)
        -> TreeChanges?
    {
        guard restarts == self.restarts, entries[rootPosition].node === root else { return nil }
        printer = TextTreePrinter(options: options, layerIndex: layerIndex)
        var linesToRead: [Int] = []
        var parentsToRead: [Int] = []
        noteChanges(touched: touched, left: left, lines: &linesToRead, parents: &parentsToRead)
        let plans = parentsToRead.compactMap(plan(for:))

        // Taken before anything moves: removed and changed lines as they were drawn.
        var before: [Int: String] = [:]
        var marked: [Int] = []
        for plan in plans {
            // A set: a list of thousands of rows that lost one asks for each row.
            let kept = Set(plan.kept.compactMap { $0 })
            for child in entries[plan.parent].children where !kept.contains(child) {
                removeSubtree(child, before: &before, marked: &marked)
            }
        }
        var newContents: [(position: Int, content: String)] = []
        for position in linesToRead where entries[position].mark == .none {
            guard let node = entries[position].node, node.isMounted else { continue }
            let content = line(of: node, depth: entries[position].depth)
            guard content != entries[position].content else { continue }
            before[position] = drawing(of: position) + entries[position].content
            newContents.append((position, content))
            entries[position].mark = .changed
            marked.append(position)
        }

        for (position, content) in newContents { entries[position].content = content }
        for plan in plans where entries[plan.parent].mark != .removed {
            apply(plan, marked: &marked)
        }
        for position in linesToRead { entries[position].rereadsLine = false }
        for position in parentsToRead { entries[position].rereadsChildren = false }

        let changes = self.changes(marked: marked, before: before, context: max(0, context))
        for position in marked { settle(position) }
        return changes
    }

    /// Marks the entries whose line or children to read again, once each.
    private func noteChanges(touched: [ViewNode], left: [Int], lines: inout [Int], parents: inout [Int]) {
        func readChildren(of position: Int) {
            guard !entries[position].rereadsChildren else { return }
            entries[position].rereadsChildren = true
            parents.append(position)
        }
        let touchedSerials = Set(touched.lazy.filter { $0.traits.contains(.transparent) }.map(\.serial))
        for node in touched where node.isMounted {
            if !node.traits.contains(.transparent), let position = entry(of: node) {
                if !entries[position].rereadsLine {
                    entries[position].rereadsLine = true
                    lines.append(position)
                }
                readChildren(of: position)
            } else if let parent = printedParent(of: node, stoppingAt: touchedSerials) {
                // New, or transparent: what its printed parent prints below it changed.
                readChildren(of: parent)
            }
        }
        for serial in left {
            if let position = positions[serial], let parent = entries[position].parent { readChildren(of: parent) }
        }
    }

    /// The entry of the nearest printed ancestor of `node`, unless a transparent node on the way
    /// is among `touched` (it says so itself) or the ancestor is new (its own parent does).
    private func printedParent(of node: ViewNode, stoppingAt touched: Set<Int>) -> Int? {
        var ancestor = node.parent
        while let transparent = ancestor, transparent.traits.contains(.transparent) {
            if touched.contains(transparent.serial) { return nil }
            ancestor = transparent.parent
        }
        return ancestor.flatMap(entry(of:))
    }

    private func entry(of node: ViewNode) -> Int? {
        guard let position = positions[node.serial], entries[position].node === node else { return nil }
        return position
    }

    /// How `parent`'s printed children changed, or `nil` when they did not: a child printed
    /// there before keeps its entry when it keeps its order among those that stay.
    private func plan(for parent: Int) -> Plan? {
        guard let node = entries[parent].node, node.isMounted else { return nil }
        let children = Array(TreeWalker.printedChildren(of: node))
        let old = entries[parent].children
        if children.count == old.count, zip(children, old).allSatisfy({ $0 === entries[$1].node }) { return nil }
        var oldIndex: [Int: Int] = [:]
        for (index, position) in old.enumerated() {
            if let serial = entries[position].node?.serial { oldIndex[serial] = index }
        }
        var lastKept = -1
        let kept: [Int?] = children.map { child in
            guard let index = oldIndex[child.serial], index > lastKept, entries[old[index]].node === child else { return nil }
            lastKept = index
            return old[index]
        }
        return Plan(parent: parent, children: children, kept: kept)
    }

    /// Marks `subtreeRoot` and the lines below it removed, each with its line as printed.
    private func removeSubtree(_ subtreeRoot: Int, before: inout [Int: String], marked: inout [Int]) {
        guard entries[subtreeRoot].mark != .removed else { return }
        let depth = entries[subtreeRoot].depth
        var position: Int? = subtreeRoot
        // The list holds a subtree's lines one after another: the deeper ones after its root.
        while let current = position, current == subtreeRoot || entries[current].depth > depth {
            if entries[current].mark != .removed {
                before[current] = drawing(of: current) + entries[current].content
                entries[current].mark = .removed
                marked.append(current)
            }
            position = entries[current].next
        }
    }

    /// Gives `plan.parent` its new children: kept entries stay, new subtrees are printed and
    /// linked after the lines of the child before them.
    private func apply(_ plan: Plan, marked: inout [Int]) {
        var children: [Int] = []
        children.reserveCapacity(plan.children.count)
        for (child, kept) in zip(plan.children, plan.kept) {
            if let kept {
                children.append(kept)
                continue
            }
            let after = children.last.map(lastLine(of:)) ?? plan.parent
            let isLast = children.count == plan.children.count - 1
            let position = makeEntry(for: child, depth: entries[plan.parent].depth + 1, parent: plan.parent, isLast: isLast)
            link(position, after: after)
            entries[position].mark = .added
            marked.append(position)
            marked += addDescendants(of: position, marking: .added)
            children.append(position)
        }
        for (index, child) in children.enumerated() { entries[child].isLast = index == children.count - 1 }
        entries[plan.parent].children = children
    }

    /// The last line of `position`'s subtree.
    private func lastLine(of position: Int) -> Int {
        var last = position
        while let child = entries[last].children.last { last = child }
        return last
    }

    /// Prints what is below the entry at `position` into new entries, linked one after another
    /// after it, each marked `mark`; returns them. Without recursion: trees nest tens of
    /// thousands of levels deep.
    private func addDescendants(of position: Int, marking mark: Mark) -> [Int] {
        var added: [Int] = []
        var last = position
        var pending: [(node: ViewNode, parent: Int, isLast: Bool)] = []
        func appendChildren(of node: ViewNode, parent: Int) {
            let children = TreeWalker.printedChildren(of: node)
            for (index, child) in children.enumerated().reversed() {
                pending.append((child, parent, index == children.count - 1))
            }
        }
        guard let node = entries[position].node else { return added }
        appendChildren(of: node, parent: position)
        while let (node, parent, isLast) = pending.popLast() {
            let child = makeEntry(for: node, depth: entries[parent].depth + 1, parent: parent, isLast: isLast)
            entries[parent].children.append(child)
            link(child, after: last)
            entries[child].mark = mark
            added.append(child)
            last = child
            appendChildren(of: node, parent: child)
        }
        return added
    }

    private func makeEntry(for node: ViewNode, depth: Int, parent: Int?, isLast: Bool) -> Int {
        let limit = options.indentationLimit
        let anchor: Int? =
            if let parent, depth >= limit { entries[parent].depth == limit - 1 ? parent : entries[parent].anchor } else { nil }
        let entry = Entry(
            node: node, content: line(of: node, depth: depth), depth: depth, parent: parent, isLast: isLast, anchor: anchor)
        let position: Int
        if let free = freePositions.popLast() {
            entries[free] = entry
            position = free
        } else {
            entries.append(entry)
            position = entries.count - 1
        }
        positions[node.serial] = position
        return position
    }

    private func link(_ position: Int, after previous: Int) {
        let next = entries[previous].next
        entries[position].previous = previous
        entries[position].next = next
        entries[previous].next = position
        if let next { entries[next].previous = position }
    }

    /// After an update: a removed entry leaves the list and frees its position; the others
    /// lose their marks.
    private func settle(_ position: Int) {
        guard entries[position].mark == .removed else {
            entries[position].mark = .none
            return
        }
        let entry = entries[position]
        if let previous = entry.previous { entries[previous].next = entry.next }
        if let next = entry.next { entries[next].previous = entry.previous }
        if let serial = entry.node?.serial, positions[serial] == position { positions[serial] = nil }
        entries[position] = Entry(node: nil, content: "", depth: 0, parent: nil, isLast: false, anchor: nil)
        freePositions.append(position)
    }

    // MARK: Lines

    private func line(of node: ViewNode, depth: Int) -> String {
        output.removeAll()
        printer.writeContent(of: node, depth: depth, to: &output)
        return output.string
    }

    /// The guides and branch before the entry's line, as the tree now kept draws them.
    ///
    /// - Complexity: O(min(depth, indentation limit)).
    private func drawing(of position: Int) -> String {
        // Field by field: a copy of the entry would retain its node, line and children.
        let depth = entries[position].depth
        guard depth > 0 else { return "" }
        let strokes = TextTreePrinter.strokes(options.drawing)
        // The ancestors from depth min(depth - 1, limit - 1) up to depth 1, each a guide.
        var ancestors: [Int] = []
        var ancestor = depth <= options.indentationLimit ? entries[position].parent : entries[position].anchor
        while let current = ancestor, entries[current].depth > 0 {
            ancestors.append(current)
            ancestor = entries[current].parent
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((ancestors.count + 1) * strokes.through.utf8CodeUnitCount)
        for current in ancestors.reversed() {
            (entries[current].isLast ? strokes.blank : strokes.through).withUTF8Buffer { bytes += $0 }
        }
        (entries[position].isLast ? strokes.last : strokes.branch).withUTF8Buffer { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every line as printed now, each ending in a newline: what ``ViewHost/render(_:)`` prints.
    ///
    /// - Complexity: O(lines × min(depth, indentation limit)).
    func text() -> String {
        var text = ""
        var position: Int? = rootPosition
        while let current = position {
            text += printed(current)
            text += "\n"
            position = entries[current].next
        }
        return text
    }

    /// The entry's line as printed now.
    private func printed(_ position: Int) -> String {
        drawing(of: position) + entries[position].content
    }

    // MARK: Changes

    /// The changes of the marked entries, in print order, with `context` lines around each.
    private func changes(marked: [Int], before: [Int: String], context: Int) -> TreeChanges {
        // Runs: lines marked one after another.
        var runStart: [Int: Int] = [:]
        var runs: [(first: Int, last: Int)] = []
        for position in marked where runStart[position] == nil {
            var first = position
            while let previous = entries[first].previous, entries[previous].mark != .none { first = previous }
            var last = first
            runStart[first] = runs.count
            while let next = entries[last].next, entries[next].mark != .none {
                last = next
                runStart[last] = runs.count
            }
            runs.append((first, last))
        }
        // Hunks: runs with at most twice the context between them.
        var following = [Int?](repeating: nil, count: runs.count)
        var isFollowing = [Bool](repeating: false, count: runs.count)
        for (index, run) in runs.enumerated() {
            var position = entries[run.last].next
            var between = 0
            while let current = position, between <= 2 * context {
                if entries[current].mark != .none, let next = runStart[current] {
                    following[index] = next
                    isFollowing[next] = true
                    break
                }
                between += 1
                position = entries[current].next
            }
        }
        // In print order: by the unchanged line before each hunk, where the tree places it.
        let heads = runs.indices.filter { !isFollowing[$0] }.sorted { a, b in
            guard let lineBeforeB = entries[runs[b].first].previous else { return false }
            guard let lineBeforeA = entries[runs[a].first].previous else { return true }
            return precedes(lineBeforeA, lineBeforeB)
        }

        var lines: [TreeChanges.Line?] = []
        for head in heads {
            // Up to `context` lines before, and a gap for those left out.
            var shownBefore: [Int] = []
            var position = entries[runs[head].first].previous
            while let current = position, shownBefore.count < context {
                shownBefore.append(current)
                position = entries[current].previous
            }
            if position != nil { lines.append(nil) }
            lines += shownBefore.reversed().map { TreeChanges.Line(change: .same, text: printed($0)) }
            var run: Int? = head
            var last = runs[head].last
            while let current = run {
                lines += diff(from: runs[current].first, to: runs[current].last, before: before)
                last = runs[current].last
                run = following[current]
                if let next = run {
                    var between = entries[last].next
                    while let line = between, line != runs[next].first {
                        lines.append(TreeChanges.Line(change: .same, text: printed(line)))
                        between = entries[line].next
                    }
                }
            }
            position = entries[last].next
            var shownAfter = 0
            while let current = position, shownAfter < context {
                lines.append(TreeChanges.Line(change: .same, text: printed(current)))
                shownAfter += 1
                position = entries[current].next
            }
            if position != nil { lines.append(nil) }
        }
        // Two hunks each leave out lines before and after: one gap between them says so.
        var shown: [TreeChanges.Line?] = []
        for line in lines where !(line == nil && shown.last == .some(nil)) { shown.append(line) }
        let changed = shown.indices.filter { shown[$0].map { $0.change != .same } ?? false }
        return TreeChanges(count: shown.count, changed: changed, context: context) { index in
            guard let line = shown[index] else { preconditionFailure("a gap is never within the context of a change") }
            return line
        }
    }

    /// The lines of one run, old against new, as ``LineDiff`` matches printed nodes.
    private func diff(from first: Int, to last: Int, before: [Int: String]) -> [TreeChanges.Line] {
        var old: [String] = []
        var new: [String] = []
        var position: Int? = first
        while let current = position {
            switch entries[current].mark {
            case .removed: old.append(before[current] ?? "")
            case .changed:
                old.append(before[current] ?? "")
                new.append(printed(current))
            case .added: new.append(printed(current))
            case .none: break
            }
            position = current == last ? nil : entries[current].next
        }
        if old.isEmpty { return new.map { TreeChanges.Line(change: .added, text: $0) } }
        if new.isEmpty { return old.map { TreeChanges.Line(change: .removed, text: $0) } }
        return LineDiff(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"), matching: .nodes).lines
    }

    /// Whether the live entry `a` is printed before the live entry `b`: the child of their
    /// nearest common ancestor on `a`'s side comes first among that ancestor's children.
    ///
    /// - Complexity: O(the depth between them and that ancestor + its children).
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        var a = a
        var b = b
        guard a != b else { return false }
        while entries[a].depth > entries[b].depth {
            guard let parent = entries[a].parent else { return false }
            if parent == b { return false }
            a = parent
        }
        while entries[b].depth > entries[a].depth {
            guard let parent = entries[b].parent else { return true }
            if parent == a { return true }
            b = parent
        }
        while let parentA = entries[a].parent, let parentB = entries[b].parent, parentA != parentB {
            a = parentA
            b = parentB
        }
        guard let parent = entries[a].parent else { return false }
        let children = entries[parent].children
        return (children.firstIndex(of: a) ?? 0) < (children.firstIndex(of: b) ?? 0)
    }
}
