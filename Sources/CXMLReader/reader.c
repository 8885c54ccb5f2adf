int cxml_version(void) { return 1; }
