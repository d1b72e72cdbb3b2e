#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// One XML element, kept with its position: the reader's generic first pass over a file.
struct XMLElementNode: Sendable, Equatable {
    /// The element's name, e.g. `segue`.
    var name: String
    /// Its attributes.
    var attributes: [String: String]
    /// Its child elements in order (text content is dropped: storyboards keep data in attributes).
    var children: [XMLElementNode]
    /// The 1-based line of its start tag.
    var line: Int

    /// The attribute `name`, nil when absent or empty.
    subscript(attribute: String) -> String? {
        guard let value = attributes[attribute], !value.isEmpty else { return nil }
        return value
    }

    /// The children named `name`.
    func children(named name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }

    /// The first child named `name` whose `key` attribute is `key` (a keyed child, such as
    /// `<view key="view">`).
    func keyedChild(_ key: String, named name: String? = nil) -> XMLElementNode? {
        children.first { $0["key"] == key && (name == nil || $0.name == name) }
    }

    /// Parses `xml` into its root element, or reports where it is malformed.
    static func parse(xml: String, fileName: String) throws(StoryboardError) -> XMLElementNode {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = builder
        let succeeded = parser.parse()
        if let mismatch = builder.mismatch {
            throw StoryboardError(file: fileName, line: mismatch.line, message: "malformed XML: \(mismatch.message)")
        }
        if !succeeded || builder.root == nil {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            let reason = parser.parserError.map(describe) ?? "no root element"
            throw StoryboardError(file: fileName, line: line, message: "malformed XML: \(reason)")
        }
        return builder.root!
    }

    private static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the file is empty"
        case 5: return "the file ends before its elements are closed"
        case 38, 39, 40: return "an attribute value is not properly quoted"
        case 41: return "an attribute has no value"
        case 73: return "a tag is not closed with '>'"
        case 76: return "a closing tag does not match the open element"
        case 85: return "elements are not well balanced"
        case 86: return "content after the root element"
        default: return "XML parser error \(code)"
        }
    }
}

/// Builds the element tree from `XMLParser`'s callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    /// A closing tag that does not match the open element (the Linux parser recovers from
    /// these silently, so the builder checks itself).
    var mismatch: (line: Int, message: String)?
    private var stack: [XMLElementNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(XMLElementNode(
            name: elementName, attributes: attributeDict, children: [], line: parser.lineNumber))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard mismatch == nil, let finished = stack.popLast() else { return }
        guard finished.name == elementName else {
            mismatch = (parser.lineNumber,
                "closing tag '</\(elementName)>' does not match '<\(finished.name)>' opened on line \(finished.line)")
            parser.abortParsing()
            return
        }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }
}
