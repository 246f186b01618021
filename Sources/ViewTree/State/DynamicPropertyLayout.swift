@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties (`@State`, `@Environment`,
/// `@EnvironmentObject`), found once per type, so that linking a new view value reads its
/// properties in place.
///
/// `Mirror` found them on every new value: it boxes each stored property and decodes the
/// property's type from its mangled name each time, a third of the cost of pushing a screen.
/// The standard library's field walk (`_forEachField`, the reflection Mirror itself rests on)
/// gives each stored property's offset and type once; a struct's layout is the same in every
/// value of its type. Views that are not structs (an enum, a class) keep using `Mirror`.
@MainActor
enum DynamicPropertyLayout {
    /// A struct's dynamic properties, by byte offset, in declaration order.
    case fields([Field])
    /// A view that is not a struct but has dynamic properties: linked through `Mirror`.
    case mirrored
    /// No dynamic properties: nothing to link.
    case none

    /// One stored property of a dynamic-property type.
    struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
    }

    /// The layout of `view`'s type.
    init(of view: any View) {
        var fields: [Field] = []
        var storedCount = 0
        let walked = _forEachField(of: Swift.type(of: view), options: []) { _, offset, type, _ in
            storedCount += 1
            if let property = type as? any DynamicProperty.Type {
                fields.append(Field(offset: offset, type: property))
            }
            return true
        }
        // A struct with stored properties: the walk found them all. Anything else (a class, an
        // enum, whose walk finds no fields, a struct with none, or one the runtime could not
        // describe) is asked through Mirror, whose first use on a type searches every
        // conformance record for `CustomReflectable`, as a cast does.
        if walked, storedCount > 0 {
            self = fields.isEmpty ? .none : .fields(fields)
        } else {
            self = Self.mirroredProperties(of: view).isEmpty ? .none : .mirrored
        }
    }

    /// Whether there is anything to link.
    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    /// Links the dynamic properties of `view`, a value of the type this layout describes, to
    /// `node`, reading each in place.
    func link<V: View>(_ view: inout V, to node: ViewNode) {
        var slot = 0
        switch self {
        case .fields(let fields):
            // The view's address by inout-to-pointer conversion, not `withUnsafePointer`: a
            // main-actor closure handed to the standard library checks the executor each call.
            Self.link(fields, at: &view, to: node, slot: &slot)
            assert(Self.agreesWithMirror(fields, view), "the field walk and Mirror disagree on \(V.self)'s dynamic properties")
        case .mirrored:
            for var property in Self.mirroredProperties(of: view) {
                property.link(to: node, slot: &slot)
            }
        case .none:
            break
        }
    }

    private static func link<V: View>(_ fields: [Field], at view: UnsafeMutablePointer<V>, to node: ViewNode, slot: inout Int) {
        let base = UnsafeMutableRawPointer(view)
        for field in fields {
            field.type.link(at: base + field.offset, to: node, slot: &slot)
        }
    }

    /// The dynamic properties `Mirror` finds: stored properties whose own type is one (an
    /// optional `State` is not, as it is not for the field walk).
    private static func mirroredProperties(of view: any View) -> [any DynamicProperty] {
        Mirror(reflecting: view).children.compactMap { child in
            Swift.type(of: child.value) is any DynamicProperty.Type ? child.value as? any DynamicProperty : nil
        }
    }

    /// Debug builds check every link by offsets against Mirror: same types, same order.
    private static func agreesWithMirror(_ fields: [Field], _ view: any View) -> Bool {
        let mirrored = mirroredProperties(of: view).map { ObjectIdentifier(Swift.type(of: $0)) }
        return mirrored == fields.map { ObjectIdentifier($0.type) }
    }
}

extension DynamicProperty {
    /// Links the property of this type stored at `address`, in place.
    static func link(at address: UnsafeMutableRawPointer, to node: ViewNode, slot: inout Int) {
        address.assumingMemoryBound(to: Self.self).pointee.link(to: node, slot: &slot)
    }
}
