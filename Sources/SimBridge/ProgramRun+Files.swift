import SwiftSubset
import UIKitSim

extension ProgramRun {
    /// The storyboards, `.strings` files and Info.plist among the run's files: storyboards read
    /// into `catalogue`, the strings tables by name (`Localizable`), and the
    /// main storyboard's name: `mainStoryboard` when given, else the plist's
    /// `UIMainStoryboardFile`; and the plist's scene manifest, if any. A file that cannot be
    /// read gives a diagnostic naming it.
    func readResources(into catalogue: StoryboardCatalogue)
        -> (mainStoryboard: String?, sceneManifest: SceneManifest?, strings: [String: [String: String]], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var strings: [String: [String: String]] = [:]
        var plistStoryboard: String?
        var sceneManifest: SceneManifest?
        for file in files {
            do throws(StoryboardError) {
                if file.name.hasSuffix(".storyboard") {
                    let name = String(file.name.dropLast(".storyboard".count))
                    try catalogue.add(name: Self.baseName(name), xml: file.text, fileName: Self.baseName(file.name),
                                      readings: storyboardReadings)
                } else if Self.baseName(file.name) == "Info.plist" {
                    let plist = try InfoPlist(text: file.text)
                    plistStoryboard = plist.mainStoryboardFile
                    sceneManifest = plist.sceneManifest
                } else if file.name.hasSuffix(".strings") {
                    let fileName = Self.baseName(file.name)
                    strings[String(fileName.dropLast(".strings".count)), default: [:]]
                        .merge(try StringsFile(text: file.text, fileName: fileName).values) { $1 }
                }
            } catch {
                problems.append(Diagnostic(id: "resource-file", severity: .error, line: error.line ?? 1, column: 1,
                                           message: error.description))
            }
        }
        return (mainStoryboard ?? plistStoryboard, sceneManifest, strings, problems)
    }

    /// The last component of a path.
    static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
