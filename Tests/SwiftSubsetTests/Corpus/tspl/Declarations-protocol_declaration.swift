protocol SomeProtocol: AnyObject {
    /* Protocol members go here */
}
