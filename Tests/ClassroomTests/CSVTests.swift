import Classroom
import Testing

/// RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes; records
/// end with CRLF (LF accepted); the last record may have no line break.
@Suite struct CSVTests {
    @Test func quotedFieldsAreRead() throws {
        let records = try CSV.parseRecords("id,name,language\r\ns1,\"Smith, Jo\",en\ns2,\"say \"\"hi\"\"\nthere\",ru\ns3,Ли,zh")
        #expect(records.map(\.fields) == [
            ["id", "name", "language"], ["s1", "Smith, Jo", "en"], ["s2", "say \"hi\"\nthere", "ru"], ["s3", "Ли", "zh"],
        ])
        #expect(records.map(\.line) == [1, 2, 3, 5])
    }

    @Test func badQuotingNamesTheLine() {
        #expect(throws: CSVError.unclosedQuote(line: 2)) { try CSV.parse("a,b\nc,\"d\n") }
        #expect(throws: CSVError.textAfterQuote(line: 1)) { try CSV.parse("a,\"b\"c\n") }
    }

    @Test func recordsAreWrittenQuotedWhereNeeded() throws {
        let line = CSV.record(["plain", "with, comma", "with \"quote\"", "two\nlines"])
        #expect(line == "plain,\"with, comma\",\"with \"\"quote\"\"\",\"two\nlines\"\r\n")
        #expect(try CSV.parse(line) == [["plain", "with, comma", "with \"quote\"", "two\nlines"]])
    }
}
