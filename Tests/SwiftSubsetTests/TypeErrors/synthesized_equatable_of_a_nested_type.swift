struct Form {
    struct Field: Equatable {
        var label: String
        var validate: (String) -> Bool
    }
    var fields: [Field] = []
}

let f = Form()
print(f.fields.count)
