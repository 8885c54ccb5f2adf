import EnrichSystem
import EnrichTestSupport
import Testing

/// The libpq wrapper against a real throw-away PostgreSQL cluster on loopback.
@Suite(.enabled(if: PostgresCluster.isAvailable, "needs Debian's postgresql package"))
struct PostgresConnectionTests {
  static let cluster = Result { try PostgresCluster() }

  @Test func parametersTravelApartFromTheSQLAndNullsStayNull() throws {
    let uri = try Self.cluster.get().database("wrapper_values")
    let connection = try PostgresConnection(uri)
    try connection.execute("CREATE TABLE t (k text PRIMARY KEY, v text)", purpose: "create a table")
    let hostile = "x'); DROP TABLE t; --"
    let inserted = try connection.query(
      "INSERT INTO t (k, v) VALUES ($1, $2), ($3, $4)", [hostile, "é ✓", "empty", nil], purpose: "insert")
    #expect(inserted.affected == 2)
    let rows = try connection.query("SELECT k, v FROM t ORDER BY k", purpose: "read back").rows
    #expect(rows == [["empty", nil], [hostile, "é ✓"]])
  }

  @Test func aConnectionTheServerDroppedIsOpenedAgain() throws {
    let uri = try Self.cluster.get().database("wrapper_reconnect")
    let connection = try PostgresConnection(uri)
    let pid = try #require(try connection.query("SELECT pg_backend_pid()", purpose: "own pid").scalar)
    let administrator = try PostgresConnection(uri)
    #expect(
      try administrator.query("SELECT pg_terminate_backend($1::int, 10000)", [pid], purpose: "end a session")
        .scalar
        == "t")
    #expect(try connection.query("SELECT 1 + 1", purpose: "add after the drop").scalar == "2")
    #expect(try connection.query("SELECT pg_backend_pid()", purpose: "new pid").scalar != pid)
  }

  @Test func failuresAreTypedWithTheirSQLState() throws {
    let uri = try Self.cluster.get().database("wrapper_errors")
    let connection = try PostgresConnection(uri)
    let error = #expect(throws: PostgresError.self) {
      try connection.query("SELECT * FROM missing_table", purpose: "read a missing table")
    }
    #expect(error?.kind == .statement)
    #expect(error?.sqlState == "42P01")
    #expect(error?.description.contains("read a missing table") == true)
    let refused = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection("postgresql://enrich:secret-password@127.0.0.1:1/none?connect_timeout=2")
    }
    #expect(refused?.kind == .connection)
    #expect(refused?.description.contains("secret-password") == false)
  }
}
