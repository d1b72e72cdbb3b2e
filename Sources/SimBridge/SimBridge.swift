// Placeholder: the SimBridge module. Replaced as the module is built out.
