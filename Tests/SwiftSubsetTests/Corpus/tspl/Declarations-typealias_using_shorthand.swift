typealias Diccionario = Dictionary
