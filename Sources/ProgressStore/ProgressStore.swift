// Placeholder: the ProgressStore module. Replaced as the module is built out.
