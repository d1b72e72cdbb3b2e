class Download {
    var url: String
    init(url: String) { self.url = url }
}

enum LoadState: Equatable {
    case idle
    case loading(Download)
    case failed(String)
}

let state = LoadState.idle
print(state == .idle)
