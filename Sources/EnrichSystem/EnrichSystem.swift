// Placeholder until EnrichSystem lands.
