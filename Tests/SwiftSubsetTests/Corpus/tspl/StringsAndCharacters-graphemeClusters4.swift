let regionalIndicatorForUS: Character = "\u{1F1FA}\u{1F1F8}"
assert(regionalIndicatorForUS == "🇺🇸")
