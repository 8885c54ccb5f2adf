#ifndef ENRICH_CYAML_SHIM_H
#define ENRICH_CYAML_SHIM_H
#include <yaml.h>
#endif
