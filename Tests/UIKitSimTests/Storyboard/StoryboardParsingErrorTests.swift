import Testing
@testable import UIKitSim

/// Bad files: each gives a `StoryboardError` naming the file, the line and the problem.
@Suite struct StoryboardParsingErrorTests {
    /// A minimal document around `scenes` (the first scene starts on line 4).
    func document(initial: String? = nil, _ scenes: String) -> String {
        let entry = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(entry)>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    func parseError(_ xml: String) -> StoryboardError? {
        do {
            _ = try StoryboardDocument.parse(xml: xml, fileName: "Bad.storyboard")
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLNamesFileAndLine() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.file == "Bad.storyboard")
        // Linux's XMLParser (libxml2) recovers from the stray closing tags and reports the
        // unclosed element at the end of the file, line 8.
        #expect(error.line == 8)
        #expect(error.description == "Bad.storyboard:8: malformed XML: the file ends before its elements are closed")
    }

    @Test func anEmptyFileIsMalformed() throws {
        let error = try #require(parseError(""))
        #expect(error.message.hasPrefix("malformed XML: "))
    }

    @Test func aRootOtherThanDocumentIsRejected() throws {
        let error = try #require(parseError("<plist version=\"1.0\"><dict/></plist>"))
        #expect(error.message == "the root element is 'plist', not a storyboard 'document'")
        #expect(error.line == 1)
    }

    @Test func aDanglingDestinationNamesTheSegueAndLine() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Nope" kind="show" identifier="go" id="g1"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.description
            == "Bad.storyboard:7: segue 'g1' points at 'Nope', which is not a controller in this storyboard")
    }

    @Test func anUnwindMustPointAtAnExit() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections>
                            <segue destination="A" kind="unwind" unwindAction="back:" id="u1"/>
                        </connections>
                    </viewController>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.line == 7)
        #expect(error.message == "unwind segue 'u1' points at 'A', which is not an 'exit' placeholder in this storyboard")
    }

    @Test func aDanglingEntryPointIsRejected() throws {
        let xml = document(initial: "Gone", """
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController"/>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.message
            == "the entry point 'initialViewController' is 'Gone', which is not a controller in this storyboard")
    }

    @Test func anUnknownSegueKindIsRejected() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections><segue destination="A" kind="teleport" id="t1"/></connections>
                    </viewController>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.line == 6)
        #expect(error.message == "segue 't1' has an unknown kind 'teleport'")
    }

    @Test func missingSegueAttributesAreNamed() throws {
        let noAction = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections><segue destination="X" kind="unwind" id="u2"/></connections>
                    </viewController>
                    <exit id="X" sceneMemberID="exit"/>
                </objects></scene>
        """)
        #expect(parseError(noAction)?.message == "unwind segue 'u2' has no 'unwindAction'")
        let noClass = document("""
                <scene sceneID="s1"><objects>
                    <viewController id="A" sceneMemberID="viewController">
                        <connections><segue destination="A" kind="custom" id="c1"/></connections>
                    </viewController>
                </objects></scene>
        """)
        #expect(parseError(noClass)?.message == "custom segue 'c1' has no 'customClass'")
        let badRelationship = document("""
                <scene sceneID="s1"><objects>
                    <navigationController id="A" sceneMemberID="viewController">
                        <connections><segue destination="A" kind="relationship" relationship="friend" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
        """)
        #expect(parseError(badRelationship)?.message.hasPrefix("relationship 'friend' of segue 'r1' is not supported") == true)
    }

    @Test func aSceneWithoutControllerIsRejected() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="f" sceneMemberID="firstResponder"/>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.description == "Bad.storyboard:4: scene 's1' has no view controller")
    }

    @Test func duplicateStoryboardIDsAreRejected() throws {
        let xml = document("""
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="Same" id="A" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Same" id="B" sceneMemberID="viewController"/>
                </objects></scene>
        """)
        let error = try #require(parseError(xml))
        #expect(error.description == "Bad.storyboard:8: two controllers have the Storyboard ID 'Same' (the first on line 5)")
    }

    @Test func anUnlistedControllerElementActsAsAPlainController() throws {
        let xml = document(initial: "C", """
                <scene sceneID="s1"><objects>
                    <glkViewController id="C" sceneMemberID="viewController"/>
                </objects></scene>
        """)
        let parsed = try StoryboardDocument.parse(xml: xml, fileName: "Ok.storyboard")
        #expect(parsed.initialController?.kind == .other(elementName: "glkViewController"))
    }
}

extension StoryboardParsingErrorTests {
    @Test func anUnfinishedFileIsMalformed() throws {
        let error = try #require(parseError("<document>\n<scenes>\n"))
        #expect(error.message == "malformed XML: the file ends before its elements are closed")
    }
}
