/// Runs an operation repeatedly and measures it with `ContinuousClock`: warm-up samples first,
/// then timed samples; each sample runs the operation `iterations` times.
struct Bench: Sendable {
    let samples: Int
    let warmUp: Int

    static let full = Bench(samples: 11, warmUp: 2)
    static let quick = Bench(samples: 3, warmUp: 1)

    /// Nanoseconds per operation. `setUp` runs before every sample, outside the timing, and its
    /// result is handed to `operation`.
    func measure<State>(iterations: Int, setUp: () -> State, _ operation: (inout State, Int) -> Void) -> Measurement {
        var timings: [Double] = []
        for sample in 0..<(warmUp + samples) {
            var state = setUp()
            let clock = ContinuousClock()
            let start = clock.now
            for iteration in 0..<iterations {
                operation(&state, iteration)
            }
            let elapsed = clock.now - start
            blackHole(state)
            if sample >= warmUp {
                let (seconds, attoseconds) = elapsed.components
                timings.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
            }
        }
        return Measurement(samples: timings)
    }

    /// Nanoseconds per operation of an operation that needs no state.
    func measure(iterations: Int, _ operation: (Int) -> Void) -> Measurement {
        measure(iterations: iterations, setUp: { () }) { _, iteration in operation(iteration) }
    }
}

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
