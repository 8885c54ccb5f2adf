#ifndef ENRICH_CPOSTGRES_SHIM_H
#define ENRICH_CPOSTGRES_SHIM_H
// libpq's public header (Debian: /usr/include/postgresql, found through pkg-config libpq).
#include <libpq-fe.h>
#endif
