/// One child a render asks for: the view, where it stands, and the modifiers wrapped around it.
struct Element {
    var key: ChildKey
    let view: any View
    /// Modifiers outermost first, as written from right to left.
    let modifiers: [NodeModifier]
    /// The value given to `.id(_:)`, boxed: an empty `AnyHashable?` costs more to copy than a
    /// reference, and every element carries one.
    let explicitID: IdentityBox?
}
