#ifndef ENRICH_CZLIB_SHIM_H
#define ENRICH_CZLIB_SHIM_H
// zlib: the raw deflate streams and CRC-32s of the .xlsx packages enrich writes
// (EnrichSystem/Zlib).
#include <zlib.h>
#endif
