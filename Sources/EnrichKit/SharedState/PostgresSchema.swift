import EnrichSystem

/// Creates the shared tables when they are missing. Workers of a fleet start together, and two
/// concurrent `CREATE TABLE IF NOT EXISTS` of one table can still collide in PostgreSQL's
/// catalog, so each runs under one advisory lock, in the implicit transaction of a single
/// multi-statement call (the lock ends with it).
enum PostgresSchema {
  /// The advisory lock key every enrich schema change takes ('enrich' in ASCII).
  static let lockKey = 0x656E_7269_6368

  static func ensure(_ ddl: String, on connection: PostgresConnection, purpose: String) throws(PostgresError)
  {
    try connection.execute("SELECT pg_advisory_xact_lock(\(lockKey)); \(ddl)", purpose: purpose)
  }
}
