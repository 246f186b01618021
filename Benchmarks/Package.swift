// swift-tools-version: 6.2
import PackageDescription

// The benchmark harness: its own package, so that the main package's build and tests stay
// fast. It depends on the main package by path and on nothing else.
let package = Package(
    name: "stapel-bench",
    // As the main package's (see its Package.swift).
    platforms: [.macOS("15.4"), .iOS("18.4"), .tvOS("18.4"), .watchOS("11.4"), .visionOS("2.4")],
    dependencies: [
        .package(name: "stapel-sim", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "stapel-bench",
            dependencies: [
                .product(name: "ViewTree", package: "stapel-sim"),
                .product(name: "Pusher", package: "stapel-sim"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
