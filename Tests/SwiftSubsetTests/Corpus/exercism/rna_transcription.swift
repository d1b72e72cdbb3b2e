func toRna(_ dna: String) -> String {
  var rna = ""

    for nucleotide in dna {
        switch nucleotide {
        case "G":
        rna += "C"
        case "C":
        rna += "G"
        case "T":
        rna += "A"
        case "A":
        rna += "U"
        default:
        continue
        }
    }
    return rna
}


struct RnaTranscriptionTests {

  
  func testEmptyRnaSequence() {
    print(toRna("") == "")
  }

  
  func testRnaComplementOfCytosineIsGuanine() {
    print(toRna("C") == "G")
  }

  
  func testRnaComplementOfGuanineIsCytosine() {
    print(toRna("G") == "C")
  }

  
  func testRnaComplementOfThymineIsAdenine() {
    print(toRna("T") == "A")
  }

  
  func testRnaComplementOfAdenineIsUracil() {
    print(toRna("A") == "U")
  }

  
  func testRnaComplement() {
    print(toRna("ACGTGGTCTTAA") == "UGCACCAGAAUU")
  }
}

let suite = RnaTranscriptionTests()
suite.testEmptyRnaSequence()
suite.testRnaComplementOfCytosineIsGuanine()
suite.testRnaComplementOfGuanineIsCytosine()
suite.testRnaComplementOfThymineIsAdenine()
suite.testRnaComplementOfAdenineIsUracil()
suite.testRnaComplement()
