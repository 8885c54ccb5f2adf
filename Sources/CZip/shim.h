#ifndef ENRICH_CZIP_SHIM_H
#define ENRICH_CZIP_SHIM_H
// libzip: reading .xlsx containers (EnrichSystem/Zip). Its zip_t handles are passed to
// CXMLReader, which streams an entry's inflated bytes into libxml2.
#include <zip.h>
#endif
