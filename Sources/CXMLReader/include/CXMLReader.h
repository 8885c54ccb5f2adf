#ifndef ENRICH_CXMLREADER_H
#define ENRICH_CXMLREADER_H
/// Placeholder: the opaque streaming XML API lands with the KML reader.
int cxml_version(void);
#endif
