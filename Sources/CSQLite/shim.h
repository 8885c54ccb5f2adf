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

/* FTS5's bm25() rank, with each row's token count remembered.
 *
 * bm25() reads a matching row's token count from the table's %_docsize shadow table, one
 * statement run per row: most of what ranking a query costs (an index is immutable while
 * open, so the count never changes). This computes the formula of the FTS5 documentation
 * with the same inputs in the same order of operations, so every value is the same double
 * as bm25()'s, and keeps the counts of up to `slots` rows per connection (direct-mapped by
 * rowid: a row whose slot holds another row's count is read again). A connection is used by
 * one thread at a time, so the memory needs no lock. */
#include <math.h>
#include <string.h>
#pragma STDC FP_CONTRACT OFF

typedef struct {
  sqlite3_int64 rowid;
  int tokens; /* -1: empty */
} csqlite_row_size;

typedef struct {
  int slots; /* a power of two */
  csqlite_row_size sizes[];
} csqlite_row_sizes;

/* What one query needs for every row: per phrase, its inverse document frequency and a
 * scratch sum of its weighted hits. */
typedef struct {
  int phrases;
  double averageTokens;
  double *idf;
  double *hits;
} csqlite_bm25_query;

static inline int csqlite_bm25_count_row(const Fts5ExtensionApi *api, Fts5Context *fts, void *count) {
  (void)api;
  (void)fts;
  *(sqlite3_int64 *)count += 1;
  return SQLITE_OK;
}

static inline int csqlite_bm25_query_of(const Fts5ExtensionApi *api, Fts5Context *fts,
                                        csqlite_bm25_query **query) {
  csqlite_bm25_query *made = (csqlite_bm25_query *)api->xGetAuxdata(fts, 0);
  if (made != NULL) {
    *query = made;
    return SQLITE_OK;
  }
  int phrases = api->xPhraseCount(fts);
  sqlite3_int64 bytes = (sqlite3_int64)sizeof(csqlite_bm25_query) + (sqlite3_int64)phrases * 2 * sizeof(double);
  made = (csqlite_bm25_query *)sqlite3_malloc64((sqlite3_uint64)bytes);
  if (made == NULL) return SQLITE_NOMEM;
  memset(made, 0, (size_t)bytes);
  made->phrases = phrases;
  made->idf = (double *)&made[1];
  made->hits = &made->idf[phrases];
  sqlite3_int64 rows = 0;
  sqlite3_int64 tokens = 0;
  int status = api->xRowCount(fts, &rows);
  if (status == SQLITE_OK) status = api->xColumnTotalSize(fts, -1, &tokens);
  if (status == SQLITE_OK) made->averageTokens = (double)tokens / (double)rows;
  for (int phrase = 0; status == SQLITE_OK && phrase < phrases; phrase++) {
    sqlite3_int64 matching = 0;
    status = api->xQueryPhrase(fts, phrase, &matching, csqlite_bm25_count_row);
    if (status == SQLITE_OK) {
      double idf = log((rows - matching + 0.5) / (matching + 0.5));
      made->idf[phrase] = idf <= 0.0 ? 1e-6 : idf;
    }
  }
  if (status == SQLITE_OK) status = api->xSetAuxdata(fts, made, sqlite3_free); /* frees on failure */
  else sqlite3_free(made);
  *query = status == SQLITE_OK ? made : NULL;
  return status;
}

static inline int csqlite_bm25_row_tokens(const Fts5ExtensionApi *api, Fts5Context *fts,
                                          csqlite_row_sizes *sizes, int *tokens) {
  sqlite3_int64 rowid = api->xRowid(fts);
  csqlite_row_size *slot = &sizes->sizes[(sqlite3_uint64)rowid & (sqlite3_uint64)(sizes->slots - 1)];
  if (slot->tokens >= 0 && slot->rowid == rowid) {
    *tokens = slot->tokens;
    return SQLITE_OK;
  }
  int status = api->xColumnSize(fts, -1, tokens);
  if (status == SQLITE_OK) {
    slot->rowid = rowid;
    slot->tokens = *tokens;
  }
  return status;
}

static inline void csqlite_bm25(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                                int count, sqlite3_value **values) {
  const double k1 = 1.2;
  const double b = 0.75;
  csqlite_bm25_query *query = NULL;
  int status = csqlite_bm25_query_of(api, fts, &query);
  int instances = 0;
  if (status == SQLITE_OK) {
    memset(query->hits, 0, sizeof(double) * (size_t)query->phrases);
    status = api->xInstCount(fts, &instances);
  }
  for (int index = 0; status == SQLITE_OK && index < instances; index++) {
    int phrase = 0, column = 0, offset = 0;
    status = api->xInst(fts, index, &phrase, &column, &offset);
    /* The arguments weigh the columns, in order; a column without one weighs 1. */
    if (status == SQLITE_OK) query->hits[phrase] += count > column ? sqlite3_value_double(values[column]) : 1.0;
  }
  int tokens = 0;
  if (status == SQLITE_OK) {
    status = csqlite_bm25_row_tokens(api, fts, (csqlite_row_sizes *)api->xUserData(fts), &tokens);
  }
  double size = (double)tokens;
  double score = 0.0;
  for (int phrase = 0; status == SQLITE_OK && phrase < query->phrases; phrase++) {
    double hits = query->hits[phrase];
    score += query->idf[phrase] * ((hits * (k1 + 1.0)) / (hits + k1 * (1 - b + b * size / query->averageTokens)));
  }
  if (status == SQLITE_OK) {
    sqlite3_result_double(context, -1.0 * score);
  } else {
    sqlite3_result_error_code(context, status);
  }
}

/// Adds `name(table, weight, ...)`, bm25() with row token counts remembered (see above), to
/// the connection's FTS5; `slots` (a power of two) bounds the rows remembered.
static inline int csqlite_create_remembering_bm25(sqlite3 *_Nonnull database, const char *_Nonnull name,
                                                  int slots) {
  if (slots <= 0 || (slots & (slots - 1)) != 0) return SQLITE_MISUSE;
  fts5_api *fts5 = NULL;
  sqlite3_stmt *statement = NULL;
  int status = sqlite3_prepare_v2(database, "SELECT fts5(?1)", -1, &statement, NULL);
  if (status != SQLITE_OK) return status;
  sqlite3_bind_pointer(statement, 1, (void *)&fts5, "fts5_api_ptr", NULL);
  sqlite3_step(statement);
  status = sqlite3_finalize(statement);
  if (status != SQLITE_OK) return status;
  if (fts5 == NULL || fts5->iVersion < 2) return SQLITE_ERROR;
  size_t bytes = sizeof(csqlite_row_sizes) + (size_t)slots * sizeof(csqlite_row_size);
  csqlite_row_sizes *sizes = (csqlite_row_sizes *)sqlite3_malloc64(bytes);
  if (sizes == NULL) return SQLITE_NOMEM;
  sizes->slots = slots;
  for (int slot = 0; slot < slots; slot++) {
    sizes->sizes[slot].rowid = 0;
    sizes->sizes[slot].tokens = -1;
  }
  /* Once added, FTS5 frees the memory with the connection; not when adding fails. */
  status = fts5->xCreateFunction(fts5, name, sizes, csqlite_bm25, sqlite3_free);
  if (status != SQLITE_OK) sqlite3_free(sizes);
  return status;
}
#endif
