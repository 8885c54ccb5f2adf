// Placeholder until EnrichAddress lands.
