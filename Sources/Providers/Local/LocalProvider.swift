// Placeholder until LocalProvider lands.
