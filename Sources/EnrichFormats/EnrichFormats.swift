// Placeholder until EnrichFormats lands.
