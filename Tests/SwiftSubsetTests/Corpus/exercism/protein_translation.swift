enum TranslationError: Error {
  case invalidCodon
}

func lookup(codon: String) -> String? {
  switch codon {
  case "AUG":
    return "Methionine"
  case "UUU", "UUC":
    return "Phenylalanine"
  case "UUA", "UUG":
    return "Leucine"
  case "UCU", "UCC", "UCA", "UCG":
    return "Serine"
  case "UAU", "UAC":
    return "Tyrosine"
  case "UGU", "UGC":
    return "Cysteine"
  case "UGG":
    return "Tryptophan"
  case "UAA", "UAG", "UGA":
    return "STOP"
  default:
    return nil
  }
}

func translationOfCodon(_ codon: String) throws -> String {
  guard let protein = lookup(codon: codon) else {
    throw TranslationError.invalidCodon
  }

  return protein
}

func translationOfRNA(rna strand: String) throws -> [String] {
  var strand = strand
  var result = [String]()

  while !strand.isEmpty {
    let codon = String(strand.prefix(3))
    let translation = try translationOfCodon(codon)
    if translation == "STOP" {
      return result
    }
    result.append(translation)
    strand = String(strand.dropFirst(3))
  }

  return result
}


func expectThrows(_ body: () throws -> Void) {
    do {
        try body()
        print("no error thrown")
    } catch {
        print("thrown: \(error)")
    }
}

struct ProteinTranslationTests {

  
  func testEmptyRnaSequenceResultsInNoProteins() { print(try! translationOfRNA(rna: "") == []) }

  
  func testMethionineRnaSequence() { print(try! translationOfRNA(rna: "AUG") == ["Methionine"]) }

  
  func testPhenylalanineRnaSequence1() {
    print(try! translationOfRNA(rna: "UUU") == ["Phenylalanine"])
  }

  
  func testPhenylalanineRnaSequence2() {
    print(try! translationOfRNA(rna: "UUC") == ["Phenylalanine"])
  }

  
  func testLeucineRnaSequence1() { print(try! translationOfRNA(rna: "UUA") == ["Leucine"]) }

  
  func testLeucineRnaSequence2() { print(try! translationOfRNA(rna: "UUG") == ["Leucine"]) }

  
  func testSerineRnaSequence1() { print(try! translationOfRNA(rna: "UCU") == ["Serine"]) }

  
  func testSerineRnaSequence2() { print(try! translationOfRNA(rna: "UCC") == ["Serine"]) }

  
  func testSerineRnaSequence3() { print(try! translationOfRNA(rna: "UCA") == ["Serine"]) }

  
  func testSerineRnaSequence4() { print(try! translationOfRNA(rna: "UCG") == ["Serine"]) }

  
  func testTyrosineRnaSequence1() { print(try! translationOfRNA(rna: "UAU") == ["Tyrosine"]) }

  
  func testTyrosineRnaSequence2() { print(try! translationOfRNA(rna: "UAC") == ["Tyrosine"]) }

  
  func testCysteineRnaSequence1() { print(try! translationOfRNA(rna: "UGU") == ["Cysteine"]) }

  
  func testCysteineRnaSequence2() { print(try! translationOfRNA(rna: "UGC") == ["Cysteine"]) }

  
  func testTryptophanRnaSequence() { print(try! translationOfRNA(rna: "UGG") == ["Tryptophan"]) }

  
  func testStopCodonRnaSequence1() { print(try! translationOfRNA(rna: "UAA") == []) }

  
  func testStopCodonRnaSequence2() { print(try! translationOfRNA(rna: "UAG") == []) }

  
  func testStopCodonRnaSequence3() { print(try! translationOfRNA(rna: "UGA") == []) }

  
  func testSequenceOfTwoProteinCodonsTranslatesIntoProteins() {
    print(try! translationOfRNA(rna: "UUUUUU") == ["Phenylalanine", "Phenylalanine"])
  }

  
  func testSequenceOfTwoDifferentProteinCodonsTranslatesIntoProteins() {
    print(try! translationOfRNA(rna: "UUAUUG") == ["Leucine", "Leucine"])
  }

  
  func testTranslateRnaStrandIntoCorrectProteinList() {
    print(
      try! translationOfRNA(rna: "AUGUUUUGG") == ["Methionine", "Phenylalanine", "Tryptophan"])
  }

  
  func testTranslationStopsIfStopCodonAtBeginningOfSequence() {
    print(try! translationOfRNA(rna: "UAGUGG") == [])
  }

  
  func testTranslationStopsIfStopCodonAtEndOfTwoCodonSequence() {
    print(try! translationOfRNA(rna: "UGGUAG") == ["Tryptophan"])
  }

  
  func testTranslationStopsIfStopCodonAtEndOfThreeCodonSequence() {
    print(try! translationOfRNA(rna: "AUGUUUUAA") == ["Methionine", "Phenylalanine"])
  }

  
  func testTranslationStopsIfStopCodonInMiddleOfThreeCodonSequence() {
    print(try! translationOfRNA(rna: "UGGUAGUGG") == ["Tryptophan"])
  }

  
  func testTranslationStopsIfStopCodonInMiddleOfSixCodonSequence() {
    print(
      try! translationOfRNA(rna: "UGGUGUUAUUAAUGGUUU") == ["Tryptophan", "Cysteine", "Tyrosine"])
  }

  
  func testSequenceOfTwoNonStopCodonsDoesNotTranslateToAStopCodon() {
    print(try! translationOfRNA(rna: "AUGAUG") == ["Methionine", "Methionine"])
  }

  
  func testNonExistingCodonCantTranslate() {
    expectThrows {
      try translationOfRNA(rna: "AAA")
    }
  }

  
  func testUnknownAminoAcidsNotPartOfACodonCantTranslate() {
    expectThrows {
      try translationOfRNA(rna: "XYZ")
    }
  }

  
  func testIncompleteRnaSequenceCantTranslate() {
    expectThrows {
      try translationOfRNA(rna: "AUGU")
    }
  }

  
  func testIncompleteRnaSequenceCanTranslateIfValidUntilAStopCodon() {
    print(try! translationOfRNA(rna: "UUCUUCUAAUGGU") == ["Phenylalanine", "Phenylalanine"])
  }
}

let suite = ProteinTranslationTests()
suite.testEmptyRnaSequenceResultsInNoProteins()
suite.testMethionineRnaSequence()
suite.testPhenylalanineRnaSequence1()
suite.testPhenylalanineRnaSequence2()
suite.testLeucineRnaSequence1()
suite.testLeucineRnaSequence2()
suite.testSerineRnaSequence1()
suite.testSerineRnaSequence2()
suite.testSerineRnaSequence3()
suite.testSerineRnaSequence4()
suite.testTyrosineRnaSequence1()
suite.testTyrosineRnaSequence2()
suite.testCysteineRnaSequence1()
suite.testCysteineRnaSequence2()
suite.testTryptophanRnaSequence()
suite.testStopCodonRnaSequence1()
suite.testStopCodonRnaSequence2()
suite.testStopCodonRnaSequence3()
suite.testSequenceOfTwoProteinCodonsTranslatesIntoProteins()
suite.testSequenceOfTwoDifferentProteinCodonsTranslatesIntoProteins()
suite.testTranslateRnaStrandIntoCorrectProteinList()
suite.testTranslationStopsIfStopCodonAtBeginningOfSequence()
suite.testTranslationStopsIfStopCodonAtEndOfTwoCodonSequence()
suite.testTranslationStopsIfStopCodonAtEndOfThreeCodonSequence()
suite.testTranslationStopsIfStopCodonInMiddleOfThreeCodonSequence()
suite.testTranslationStopsIfStopCodonInMiddleOfSixCodonSequence()
suite.testSequenceOfTwoNonStopCodonsDoesNotTranslateToAStopCodon()
suite.testNonExistingCodonCantTranslate()
suite.testUnknownAminoAcidsNotPartOfACodonCantTranslate()
suite.testIncompleteRnaSequenceCantTranslate()
suite.testIncompleteRnaSequenceCanTranslateIfValidUntilAStopCodon()
