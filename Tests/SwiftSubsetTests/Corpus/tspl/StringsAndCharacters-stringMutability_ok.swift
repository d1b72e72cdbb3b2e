var variableString = "Horse"
variableString += " and carriage"
