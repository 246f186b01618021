/// What a weak reference points at instead of `object`, which owns it: an object something
/// refers to weakly gets a side table, and from then on every retain and release of it takes
/// the Swift runtime's slow path. Nodes, graphs and models are retained wherever they are
/// read, so their weak references point at their target instead.
///
/// `object` owns its target strongly and nothing else does, so a weak reference to the target
/// is `nil` exactly when `object` is gone, as a weak reference to `object` would be.
///
/// ```swift
/// final class Model { lazy var target = WeakTarget(self) }
/// weak var model = someModel.target      // someModel keeps its fast retains
/// model?.object.update()
/// ```
///
/// (Measured: `explore --depth 400` of a sheet that presents itself spent 19% of its time in
/// `incrementSlow` and `doDecrementSlow` on nodes referenced weakly, and on the graph.)
package final class WeakTarget<Object: AnyObject> {
    /// Unowned: `object` owns this target, so the target outlives no object.
    package unowned(unsafe) let object: Object

    package init(_ object: Object) {
        self.object = object
    }
}
