#ifndef ENRICH_CREADOSM_SHIM_H
#define ENRICH_CREADOSM_SHIM_H
#include <readosm.h>
#endif
