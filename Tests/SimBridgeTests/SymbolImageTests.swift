import Testing
@testable import SimBridge
import UIKitSim

/// Symbol images with a configuration and Xcode's image literal. Sources, Apple's documentation:
/// `UIImage.SymbolConfiguration.init(pointSize:)` "Creates a configuration object with the
/// specified point size"; `UIImage.init(systemName:withConfiguration:)` "Creates an image object
/// that contains a system symbol image with the specified configuration"; an image view shows
/// the image it was given (`UIImageView.init(image:)`, `image`). Xcode's
/// `#imageLiteral(resourceName:)` is UIImage's `init(imageLiteralResourceName:)` (the
/// standard library's `_ExpressibleByImageLiteral`), the asset of that name.
struct SymbolImageTests {
    static func run(_ text: String) -> RunReport {
        ProgramRun(files: [ProgramFile(name: "main.swift", text: "import UIKit\n" + text)]).run()
    }

    @Test func aSymbolMadeWithAConfigurationIsThatSymbol() {
        let report = Self.run("""
        let configuration = UIImage.SymbolConfiguration(pointSize: 20)
        let symbol = UIImage(systemName: "crop", withConfiguration: configuration)
        let shown = UIImageView(image: symbol)
        print(shown.image === symbol, symbol == nil)
        print(symbol!)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true false\nUIImage(systemName: \"crop\")\n")
    }

    @Test func anImageLiteralIsTheAssetOfItsName() {
        let report = Self.run("""
        let image = #imageLiteral(resourceName: "Plants_1_Succulents")
        let shown = UIImageView(image: image)
        print(shown.image === image)
        print(image)
        """)
        #expect(report.status == "ok", "\(report.diagnostics)")
        #expect(report.output == "true\nUIImage(named: \"Plants_1_Succulents\")\n")
    }

    @Test func anImageLiteralWithoutItsNameIsRefused() {
        let report = Self.run("let image = #imageLiteral(file: \"x\")\n")
        #expect(report.status != "ok")
        #expect(report.diagnostics.contains { $0.message.contains("file:") },
                "\(report.diagnostics)")
    }
}
