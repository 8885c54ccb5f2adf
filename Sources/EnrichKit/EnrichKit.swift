// Placeholder until EnrichKit lands.
