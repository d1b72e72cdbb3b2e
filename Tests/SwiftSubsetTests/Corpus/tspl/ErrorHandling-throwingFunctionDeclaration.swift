func canThrowErrors() throws -> String
{ return "foo" }

func cannotThrowErrors() -> String
{ return "foo" }
