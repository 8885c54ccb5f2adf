import EnrichSystem
import Foundation
import Synchronization

/// Leases on requests, shared by the workers of a fleet: the first worker to need a request
/// claims it and pays for it; the others wait for its answer in the shared cache instead of
/// paying again. A lease expires (its worker died), and then another worker takes it over.
/// Timed by the server's clock.
package final class PostgresLeases: Sendable {
  private let connection: Mutex<PostgresConnection>
  /// Who this worker is in the leases table.
  package let owner: String
  /// How long a claim holds without being released.
  package let duration: Double

  package init(uri: String, owner: String, duration: Double = 30) throws(PostgresError) {
    let connection = try PostgresConnection(uri)
    try PostgresSchema.ensure(
      """
      CREATE TABLE IF NOT EXISTS enrich_leases (
        key text PRIMARY KEY,
        owner text NOT NULL,
        expires_at double precision NOT NULL
      )
      """, on: connection, purpose: "create the shared leases table")
    self.connection = Mutex(connection)
    self.owner = owner
    self.duration = duration
  }

  /// Claims `key` (kept as its MD5: a request's key may be longer than an index entry) unless another worker holds a live lease on it: true when this worker now
  /// holds it (new, expired and taken over, or already its own).
  package func claim(_ key: String) throws(PostgresError) -> Bool {
    let result = try connection.withLock { connection throws(PostgresError) in
      try connection.query(
        """
        WITH now AS (SELECT extract(epoch FROM clock_timestamp())::double precision AS t)
        INSERT INTO enrich_leases AS l (key, owner, expires_at)
          SELECT md5($1), $2, (SELECT t FROM now) + $3::double precision
        ON CONFLICT (key) DO UPDATE SET owner = $2, expires_at = (SELECT t FROM now) + $3::double precision
          WHERE l.expires_at < (SELECT t FROM now) OR l.owner = $2
        RETURNING owner
        """, [key, owner, String(duration)], purpose: "claim a shared request")
    }
    return result.scalar == owner
  }

  /// Gives `key` up (its answer is in the shared cache, or the request failed).
  package func release(_ key: String) throws(PostgresError) {
    try connection.withLock { connection throws(PostgresError) in
      _ = try connection.query(
        "DELETE FROM enrich_leases WHERE key = md5($1) AND owner = $2", [key, owner],
        purpose: "release a shared request")
    }
  }
}
