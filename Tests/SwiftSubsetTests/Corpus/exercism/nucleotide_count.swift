enum NucleotideCountErrors: Error {
  case invalidNucleotide
}

enum Nucleobase: Character {
  case adenine = "A"
  case cytosine = "C"
  case thymine = "T"
  case guanine = "G"
}

struct DNA {

  var nucleotideCounts: [Nucleobase: Int] = [.adenine: 0, .thymine: 0, .cytosine: 0, .guanine: 0]

  init(strand: String) throws {
    let enumarated = strand.enumerated()

    for (_, value) in enumarated {
      if let possibleNucleobase = Nucleobase(rawValue: value) {
        nucleotideCounts[possibleNucleobase]! += 1
      } else {
        throw NucleotideCountErrors.invalidNucleotide
      }
    }
  }

  func counts() -> [String: Int] {
    var nCounts: [String: Int] = [:]
    for (k, v) in nucleotideCounts {
      nCounts[String(k.rawValue)] = v
    }
    return nCounts
  }
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct NucleotideCountTests {

  
  func testEmptyStrand() {
    let dna = try! DNA(strand: "")
    let results = dna.counts()
    let expected = ["A": 0, "C": 0, "G": 0, "T": 0]
    print(results == expected)
  }

  
  func testCanCountOneNucleotideInSingleCharacterInput() {
    let dna = try! DNA(strand: "G")
    let results = dna.counts()
    let expected = ["A": 0, "C": 0, "G": 1, "T": 0]
    print(results == expected)
  }

  
  func testStrandWithRepeatedNucleotide() {
    let dna = try! DNA(strand: "GGGGGGG")
    let results = dna.counts()
    let expected = ["A": 0, "C": 0, "G": 7, "T": 0]
    print(results == expected)
  }

  
  func testStrandWithMultipleNucleotides() {
    let dna = try! DNA(
      strand: "AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC")
    let results = dna.counts()
    let expected = ["A": 20, "C": 12, "G": 17, "T": 21]
    print(results == expected)
  }

  
  func testStrandWithInvalidNucleotides() {
    expectThrows {
      try DNA(strand: "AGXXACT")
    }
  }
}

let suite = NucleotideCountTests()
suite.testEmptyStrand()
suite.testCanCountOneNucleotideInSingleCharacterInput()
suite.testStrandWithRepeatedNucleotide()
suite.testStrandWithMultipleNucleotides()
suite.testStrandWithInvalidNucleotides()
