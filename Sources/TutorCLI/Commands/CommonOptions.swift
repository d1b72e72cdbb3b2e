import ArgumentParser

/// The options every command takes.
package struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "The language: en, ru or zh (also zh-Hans, zh_CN, ru_RU…).", completion: CourseIdCompletion.languages)
    package var lang: String?

    @Flag(name: .customLong("no-color"), help: "Print no colour (so does a set NO_COLOR).")
    package var noColor = false

    package init() {}

    package func validate() throws {
        if let lang, CourseLanguage(name: lang) == nil {
            throw ValidationError("unknown language '\(lang)'; use en, ru or zh")
        }
    }

    /// The options as if only `--lang language` had been given (parsed, so every property
    /// has its value; a default-made `CommonOptions` has none and traps when read).
    package static func parsed(lang: String?) -> CommonOptions {
        if let lang, let options = try? CommonOptions.parse(["--lang", lang]) { return options }
        // Parsing no arguments cannot fail: every option is optional.
        return (try? CommonOptions.parse([])) ?? CommonOptions()
    }
}
