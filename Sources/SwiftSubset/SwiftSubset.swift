// Placeholder: the SwiftSubset module. Replaced as the module is built out.
