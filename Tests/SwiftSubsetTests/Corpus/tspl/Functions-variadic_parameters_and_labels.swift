func f(_ a: Int..., b: String) {}

func g(_ a: Int..., b: String, _ c: Int) {}

func h(_a: Int..., b: String, _ c: Int..., d: String) {}
