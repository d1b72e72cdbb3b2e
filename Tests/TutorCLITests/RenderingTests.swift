import Testing
@testable import TutorCLI

// Expected texts below were written by hand from the rules in MarkdownRenderer's comments.
@Suite struct RenderingTests {
    @Test func cjkCharactersTakeTwoColumns() {
        #expect(TextWidth.columns(of: "abc") == 3)
        #expect(TextWidth.columns(of: "视图控制器") == 10)
        #expect(TextWidth.columns(of: "\u{1B}[1mhi\u{1B}[0m") == 2)
        #expect(TextWidth.columns(of: "e\u{301}") == 1)
    }

    @Test func wrapsAtSpacesToTheWidth() {
        #expect(LineWrapper.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func wrapsChineseBetweenCharactersCountingTwoColumns() {
        #expect(LineWrapper.wrap("窗口显示视图控制器", width: 8) == ["窗口显示", "视图控制", "器"])
    }

    /// Chinese typesetting (GB/T 15834, the same rule as Japanese kinsoku): no line starts with
    /// closing punctuation and none ends with opening punctuation; the character before or after
    /// moves with it.
    @Test func chinesePunctuationNeverStartsOrEndsALineWrongly() {
        #expect(LineWrapper.wrap("窗口显示。视图", width: 8) == ["窗口显", "示。视图"])
        #expect(LineWrapper.wrap("窗口显「视图」", width: 8) == ["窗口显", "「视图」"])
        #expect(LineWrapper.wrap("one (two) three", width: 9) == ["one (two)", "three"])
    }

    @Test func plainRenderingOfBlocks() {
        let markdown = """
            # Windows

            A *window* holds `views`
            and **more**.

            - first item
            - second

            | Name | Kind |
            | --- | --- |
            | UIWindow | view |

            ```swift
            let x = 1
            ```
            """
        let expected = """
            Windows
            =======

            A window holds `views` and more.

              • first item
              • second

            Name     │ Kind
            ─────────┼─────
            UIWindow │ view

                let x = 1

            """
        #expect(MarkdownRenderer(width: 40, colour: false).render(markdown) == expected)
    }

    @Test func colourUsesSwiftClassification() {
        let coloured = SwiftHighlighter.highlight("let x = 1 // one", style: TerminalStyle(colour: true))
        #expect(coloured.contains("\u{1B}[35mlet\u{1B}[0m"))      // keyword: magenta
        #expect(coloured.contains("\u{1B}[34m1\u{1B}[0m"))        // integer literal: blue
        #expect(coloured.contains("\u{1B}[90m// one\u{1B}[0m"))   // comment: grey
        #expect(SwiftHighlighter.highlight("let x = 1", style: TerminalStyle(colour: false)) == "let x = 1")
    }

    @Test func snakeCaseIsNotEmphasis() {
        #expect(MarkdownRenderer(width: 40, colour: false).render("call my_func_name now") == "call my_func_name now\n")
    }

    @Test func asteriskEmphasisOpensInsideChineseText() {
        // CommonMark: `*` may open inside a word, `_` may not. Without colour the markers go.
        let renderer = MarkdownRenderer(width: 40, colour: false)
        #expect(renderer.inline("安排*其他*控制器") == "安排其他控制器")
        #expect(renderer.inline("a*b*c") == "abc")
        #expect(renderer.inline("my_func_name") == "my_func_name")
    }

    @Test func pagesSplitAtSecondLevelHeadingsOutsideCode() {
        let pages = LessonPages(markdown: "# T\n\nintro\n\n## A\n\n```\n## not a page\n```\n\n## B\n\nb")
        #expect(pages.pages.count == 3)
        #expect(pages.pages[1].contains("## not a page"))
        #expect(pages.pages[2].hasPrefix("## B"))
    }
}

@Suite struct ColourRenderingTests {
    @Test func aStyleCarriedOverALineBreakIsClosedAndReopened() {
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        let lines = LineWrapper.wrap("a \(bold)bold words here\(reset) end", width: 8)
        #expect(lines == ["a \(bold)bold\(reset)", "\(bold)words\(reset)", "\(bold)here\(reset) end"])
    }

    @Test func inlineCodeIsYellowWithColourAndBacktickedWithout() {
        #expect(MarkdownRenderer(width: 40, colour: true).inline("use `show`") == "use \u{1B}[33mshow\u{1B}[0m")
        #expect(MarkdownRenderer(width: 40, colour: false).inline("use `show`") == "use `show`")
    }
}
