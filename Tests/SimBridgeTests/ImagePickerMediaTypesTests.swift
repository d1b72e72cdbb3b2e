import Testing
@testable import SimBridge
import UIKitSim

/// `UIImagePickerController.mediaTypes` (UIKit Catalog's image picker sets it before presenting).
///
/// Expected behaviour, from Apple's page for `mediaTypes`: "An array indicating the media types
/// to be accessed by the media picker controller"; "By default, this property is set to the
/// single value kUTTypeImage" (the uniform type identifier "public.image").
struct ImagePickerMediaTypesTests {
    @Test func aPickerOffersImagesUntilTheProgramSaysOtherwise() {
        let program = """
        let picker = UIImagePickerController()
        print(picker.mediaTypes)
        picker.mediaTypes = ["public.image", "public.movie"]
        print(picker.mediaTypes.count, picker.mediaTypes[1])
        """
        let report = ProgramRun(files: [ProgramFile(name: "main.swift", text: program)]).perform([])
        #expect(report.status == "ok", "\(report.diagnostics) \(String(describing: report.exception))")
        #expect(report.output == "[\"public.image\"]\n2 public.movie\n")
    }
}
