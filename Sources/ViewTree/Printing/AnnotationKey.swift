/// What names an annotating view to the model its annotations read
/// (``KeyedAnnotating/annotationKey``): the model's object and a number within it, as a stack
/// and one of its pushers.
///
/// A value of its own rather than an `AnyHashable`: a stack names two of them at every push, and
/// boxing one, looking it up and comparing it through `AnyHashable` cost about 4,800
/// instructions each (explore of a 1,023-state menu: 1,630 M → 1,521 M instructions in all,
/// thirty-fifth session).
///
/// ```swift
/// AnnotationKey(owner: ObjectIdentifier(stack), number: 3)
/// ```
package struct AnnotationKey: Hashable, Sendable {
    package let owner: ObjectIdentifier
    package let number: Int

    package init(owner: ObjectIdentifier, number: Int) {
        self.owner = owner
        self.number = number
    }

    // What Set and Dictionary call: the program's own numbers need no keyed hash (see
    // ``CounterKey``), and a fingerprint looks a key up at every push and back.
    package func _rawHashValue(seed: Int) -> Int {
        CounterKey.mix(Int(bitPattern: UInt(bitPattern: owner)) &+ number &* 0x9E37_79B9, seed: seed)
    }
}
