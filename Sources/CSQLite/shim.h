#ifndef ENRICH_CSQLITE_SHIM_H
#define ENRICH_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import: binds through these copy the value.
static inline int csqlite_bind_text_transient(sqlite3_stmt *_Nonnull stmt, int index,
                                              const char *_Nullable text, int bytes) {
  return sqlite3_bind_text(stmt, index, text, bytes, SQLITE_TRANSIENT);
}

static inline int csqlite_bind_blob_transient(sqlite3_stmt *_Nonnull stmt, int index,
                                              const void *_Nullable data, int bytes) {
  return sqlite3_bind_blob(stmt, index, data, bytes, SQLITE_TRANSIENT);
}

/// Turns SQLite's memory statistics off; must come before the library's first use. With them
/// on, every sqlite3_malloc and sqlite3_free takes one process-wide lock, on which
/// connections working on several threads at once queue. (sqlite3_config is variadic.)
static inline int csqlite_disable_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
