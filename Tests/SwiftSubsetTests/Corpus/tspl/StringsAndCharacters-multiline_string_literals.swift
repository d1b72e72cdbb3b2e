let quotation = """
The White Rabbit put on his spectacles.  "Where shall I begin,
please your Majesty?" he asked.

"Begin at the beginning," the King said gravely, "and go on
till you come to the end; then stop."
"""
let newlines = quotation.filter { $0 == "\n" }
print(newlines.count)
let singleLineString = "These are the same."
let multilineString = """
These are the same.
"""
print(singleLineString == multilineString)
let softWrappedQuotation = """
The White Rabbit put on his spectacles.  "Where shall I begin, \
please your Majesty?" he asked.

"Begin at the beginning," the King said gravely, "and go on \
till you come to the end; then stop."
"""
let softNewlines = softWrappedQuotation.filter { $0 == "\n" }
print(softNewlines.count)
let lineBreaks = """

This string starts with a line break.
It also ends with a line break.

"""
let threeDoubleQuotationMarks = """
Escaping the first quotation mark \"""
Escaping all three quotation marks \"\"\"
"""
print(threeDoubleQuotationMarks)
