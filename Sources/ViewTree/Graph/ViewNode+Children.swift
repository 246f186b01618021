extension ViewNode {
    /// A node's child nodes, in declaration order.
    ///
    /// A random-access collection, like an array, that keeps no array for none or one child:
    /// every composite has exactly one child (the root of its body), and a one-element array
    /// was an allocation of its own for each of them.
    ///
    /// ```swift
    /// for child in host.root.children {
    ///     print(child.kindName)
    /// }
    /// let first = host.root.children.first
    /// ```
    public struct Children: RandomAccessCollection {
        private enum Storage {
            case none
            case one(ViewNode)
            case many([ViewNode])
        }

        private var storage: Storage

        /// No children.
        init() {
            storage = .none
        }

        /// The children `nodes` holds, in their order.
        init(_ nodes: [ViewNode]) {
            switch nodes.count {
            case 0: storage = .none
            case 1: storage = .one(nodes[0])
            default: storage = .many(nodes)
            }
        }

        /// The position of the first child: always 0.
        public var startIndex: Int { 0 }

        /// The number of children: one past the last child's position.
        public var endIndex: Int {
            switch storage {
            case .none: 0
            case .one: 1
            case .many(let nodes): nodes.count
            }
        }

        /// Every child's position, in order.
        public var indices: Range<Int> { 0..<endIndex }

        /// The child at `position`, which must be in `indices` (as for an array).
        public subscript(position: Int) -> ViewNode {
            switch storage {
            case .one(let node) where position == 0:
                node
            case .many(let nodes):
                nodes[position]
            case .none, .one:
                preconditionFailure("Index \(position) out of range for \(count) children")
            }
        }

        /// Appends `node` after the others. Consuming, so that a node made for the list moves
        /// in without a retain and a release (each an atomic operation).
        mutating func append(_ node: consuming ViewNode) {
            switch take() {
            case .none:
                storage = .one(node)
            case .one(let first):
                storage = .many([first, node])
            case .many(var nodes):
                nodes.append(node)
                storage = .many(nodes)
            }
        }

        /// Makes room for `capacity` children in all, so that appending them does not reallocate.
        mutating func reserveCapacity(_ capacity: Int) {
            guard capacity > 1 else { return }
            switch take() {
            case .none:
                var nodes: [ViewNode] = []
                nodes.reserveCapacity(capacity)
                storage = .many(nodes)
            case .one(let first):
                var nodes = [first]
                nodes.reserveCapacity(capacity)
                storage = .many(nodes)
            case .many(var nodes):
                nodes.reserveCapacity(capacity)
                storage = .many(nodes)
            }
        }

        /// Moves the children out and leaves none here, for a teardown that visits every node
        /// in no particular order: a single child goes to `nodes`, an array of them to `arrays`
        /// whole. Appending the array's nodes one by one would retain each of them and then
        /// release each again with the array (two atomic operations a node).
        mutating func moveAll(to nodes: inout [ViewNode], arrays: inout [[ViewNode]]) {
            switch take() {
            case .none: break
            case .one(let node): nodes.append(consume node)
            case .many(let many): arrays.append(consume many)
            }
        }

        /// Appends the children to `array` last child first, the order in which a walk pops
        /// them: through the array itself, where a generic append would switch over the
        /// storage for every child.
        func appendInReverse(to array: inout [ViewNode]) {
            switch storage {
            case .none: break
            case .one(let node): array.append(node)
            case .many(let nodes): array.append(contentsOf: nodes.reversed())
            }
        }

        /// Appends the children unretained and last child first, each with `parentFlags`, for a
        /// walk that carries visibility down; with `towardTrackedOnly`, only those that keep their
        /// own flags or have a descendant that does (see ``ViewNode/isTracked``).
        @MainActor
        func appendSteps(to array: inout [VisibilityWalkStep], parentFlags: VisibilityFlags, towardTrackedOnly: Bool) {
            switch storage {
            case .none:
                break
            case .one(let node):
                if !towardTrackedOnly || node.leadsToTracked {
                    array.append(VisibilityWalkStep(node: Unmanaged.passUnretained(node), parentFlags: parentFlags))
                }
            case .many(let nodes):
                for index in nodes.indices.reversed() {
                    let node = nodes[index]
                    if !towardTrackedOnly || node.leadsToTracked {
                        array.append(VisibilityWalkStep(node: Unmanaged.passUnretained(node), parentFlags: parentFlags))
                    }
                }
            }
        }

        /// Appends the children to `array` unretained and last child first, the order in which
        /// a walk pops them.
        func appendUnretainedInReverse(to array: inout [Unmanaged<ViewNode>]) {
            appendUnretainedInReverse(to: &array) { node, _, _ in node }
        }

        /// Appends an entry for each child to `array`, last child first, made by `entry` from
        /// the child unretained, its position and the number of children. Returns whether
        /// there were any.
        @inline(__always)
        @discardableResult
        func appendUnretainedInReverse<Entry>(
            to array: inout [Entry],
            _ entry: (_ child: Unmanaged<ViewNode>, _ position: Int, _ count: Int) -> Entry
        ) -> Bool {
            switch storage {
            case .none:
                return false
            case .one(let node):
                array.append(entry(Unmanaged.passUnretained(node), 0, 1))
            case .many(let nodes):
                for index in nodes.indices.reversed() {
                    array.append(entry(Unmanaged.passUnretained(nodes[index]), index, nodes.count))
                }
            }
            return true
        }

        /// Leaves no children here and returns what was: a switch over the storage in place
        /// would copy the array it holds, and appending to that copy would copy its elements.
        private mutating func take() -> Storage {
            var taken = Storage.none
            swap(&taken, &storage)
            return taken
        }
    }
}

extension ViewNode {
    /// Takes `child` out of the children, keeping the others' order.
    ///
    /// - Complexity: O(children).
    func removeChild(_ child: ViewNode) {
        children = Children(children.filter { $0 !== child })
    }
}
