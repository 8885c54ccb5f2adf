// Placeholder until EnrichCLI lands.
