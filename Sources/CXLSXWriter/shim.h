#ifndef ENRICH_CXLSXWRITER_SHIM_H
#define ENRICH_CXLSXWRITER_SHIM_H
// libxlsxwriter: writing .xlsx outputs (EnrichSystem/XLSXWriter).
#include <xlsxwriter.h>
#endif
