// Placeholder until EnrichHours lands.
