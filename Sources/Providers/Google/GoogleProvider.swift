// Placeholder until GoogleProvider lands.
