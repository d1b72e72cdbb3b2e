// swift-tools-version:6.1
import PackageDescription

/// vctutor: a terminal course on how iOS puts view controllers on screen.
///
/// Targets, each importing only what stands above it:
/// UIKitSim (the simulator) and SwiftSubset (the interpreter) know nothing of each other;
/// SimBridge joins them; Course loads and checks the course; ProgressStore keeps progress;
/// TutorCLI holds every command and the shell; `vctutor` is a one-file entry point.
let package = Package(
    name: "vctutor",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vctutor", targets: ["vctutor"]),
        .library(name: "UIKitSim", targets: ["UIKitSim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        // The course itself (Lessons/ and Content/) as package resources: `swift build` copies
        // it into `vctutor_CourseResources.resources` beside the binary, so a copied or
        // installed vctutor finds it (see CourseLocator). The target sits at the package root
        // because resources must lie inside their target's folder; everything else is excluded.
        .target(
            name: "CourseResources", path: ".",
            exclude: [
                "README.md", "docs", "Tests", "Benchmarks", "Fuzz",
                "Sources/UIKitSim", "Sources/SwiftSubset", "Sources/SimBridge", "Sources/Course",
                "Sources/ProgressStore", "Sources/CReadline", "Sources/TutorCLI", "Sources/vctutor",
                "Sources/SubsetFuzz", "Sources/Classroom", "Sources/LiveClass", "Sources/BoundedRelease",
            ],
            sources: ["Sources/CourseResources"],
            resources: [.copy("Lessons"), .copy("Content")]
        ),
        // Frees deep chains of objects with bounded stack (UIKitSim's views and controllers,
        // SwiftSubset's objects and environments).
        .target(name: "BoundedRelease"),
        .target(name: "UIKitSim", dependencies: ["BoundedRelease"]),
        .target(
            name: "SwiftSubset",
            dependencies: [
                "BoundedRelease",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            // A release build compiles the module whole but, with several threads, as one LLVM
            // module per source file: the interpreter's hot path then copies values through
            // value witnesses and is not inlined across files (fib: 1101 against 978
            // instructions a call). One LLVM module keeps SwiftPM's object files (the others
            // are left empty). docs/decisions.md "Session 13: s13-speed".
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-enable-single-module-llvm-emission"], .when(configuration: .release))]
        ),
        .target(name: "SimBridge", dependencies: ["UIKitSim", "SwiftSubset"]),
        .target(
            name: "Course",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                "SimBridge",
                "SwiftSubset",
                "UIKitSim",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        // Pure classroom figures (item analysis), shared by `exam` and live sessions.
        .target(name: "Classroom"),
        .target(name: "ProgressStore", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // A live class quiz: the host's server (Hummingbird + WebSocket), the wire protocol,
        // the session's state and its SQLite record; `vctutor class host|join` drive it.
        .target(
            name: "LiveClass",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                "Classroom",
            ]
        ),
        .target(name: "CReadline", linkerSettings: [.linkedLibrary("readline")]),
        .target(
            name: "TutorCLI",
            dependencies: [
                "Course", "CourseResources", "SimBridge", "SwiftSubset", "UIKitSim", "ProgressStore", "CReadline",
                "Classroom", "LiveClass",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "vctutor", dependencies: ["TutorCLI"]),
        // Test helper, a second process for the store's tests: writes progress in a burst and
        // acknowledges each write on stdout (a test kills it mid-burst), or holds a file open or
        // locked until its stdin ends.
        .executableTarget(
            name: "StoreBurstWriter", dependencies: ["ProgressStore", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/StoreBurstWriter"),
        // The interpreter's fuzz target (with -D FUZZING) and corpus replayer: see Fuzz/README.md.
        .executableTarget(name: "SubsetFuzz", dependencies: ["SwiftSubset"]),
        // In-process timings of running and checking a solution: Benchmarks/run.sh prints them.
        .executableTarget(name: "vctutor-bench", dependencies: ["Course", "SimBridge"], path: "Benchmarks/InProcess"),

        // The runner of the ill-typed program folders (`TypeErrors/`), shared by the interpreter's
        // and the UIKit host's test targets, which differ only in how they run a program.
        .target(name: "TypeErrorCorpus", path: "Tests/TypeErrorCorpus"),

        .testTarget(name: "UIKitSimTests", dependencies: [
            "UIKitSim",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "SwiftSubsetTests", dependencies: ["SwiftSubset", "TypeErrorCorpus"], exclude: ["Programs", "Corpus", "TypeErrors"]),
        .testTarget(name: "SimBridgeTests", dependencies: ["SimBridge", "TypeErrorCorpus"], exclude: ["Apps", "TypeErrors"]),
        .testTarget(name: "CourseTests", dependencies: ["Course", "SwiftSubset"], exclude: ["Fixtures", "IndependentSolutions"]),
        .testTarget(name: "ProgressStoreTests", dependencies: ["ProgressStore", "StoreBurstWriter"]),
        .testTarget(name: "TutorCLITests", dependencies: ["TutorCLI"], exclude: ["Hostile"]),
        .testTarget(name: "ClassroomTests", dependencies: ["Classroom"], exclude: ["Reference"]),
        .testTarget(name: "LiveClassTests", dependencies: ["LiveClass", "TutorCLI", "Classroom"]),
    ],
    swiftLanguageModes: [.v6]
)
