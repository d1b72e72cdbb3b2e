// Placeholder: the Course module. Replaced as the module is built out.
