#ifndef ENRICH_CXMLREADER_H
#define ENRICH_CXMLREADER_H
// An opaque, prefixed view of libxml2's streaming reader (xmlTextReader). Swift never sees
// libxml2's own headers: they pull in system ICU, which clashes with Foundation's copy.
//
// Every reader is opened with XML_PARSE_NONET and without XML_PARSE_NOENT, XML_PARSE_DTDLOAD
// or XML_PARSE_HUGE: nothing is fetched over the network, no external DTD is loaded, entity
// references are never substituted, and libxml2's default size limits stay on.

#include <stddef.h>

/// Node types reported by `cxml_reader_node_type` (the values of libxml2's xmlReaderTypes).
enum {
  CXML_NODE_ELEMENT = 1,
  CXML_NODE_TEXT = 3,
  CXML_NODE_CDATA = 4,
  CXML_NODE_ENTITY_REFERENCE = 5,
  CXML_NODE_DOCUMENT_TYPE = 10,
  CXML_NODE_SIGNIFICANT_WHITESPACE = 14,
  CXML_NODE_END_ELEMENT = 15
};

typedef struct cxml_reader cxml_reader;

/// Opens a file for streaming; NULL when the reader cannot be created (out of memory).
cxml_reader *_Nullable cxml_reader_open_file(const char *_Nonnull path);

/// Reads from an open descriptor (not closed by the reader), after first serving `prefix`
/// (bytes already consumed from the descriptor, e.g. for format detection).
cxml_reader *_Nullable cxml_reader_open_fd(
    int fd, const unsigned char *_Nullable prefix, size_t prefix_length,
    const char *_Nonnull name);

/// Streams entry `index` of an open libzip archive (`zip_t *`, which must outlive the reader),
/// refusing to inflate more than `max_bytes`, and refusing a document type declaration (Office
/// Open XML packages never have one: ECMA-376 Part 2 forbids DTDs in their parts); `name` is
/// used in messages. NULL when the entry cannot be opened.
cxml_reader *_Nullable cxml_reader_open_zip_entry(
    void *_Nonnull archive, unsigned long long index, unsigned long long max_bytes,
    const char *_Nonnull name);

/// Moves past the current node and its whole subtree (xmlTextReaderNext): 1 when positioned
/// on a node, 0 at the end, -1 on error.
int cxml_reader_skip_subtree(cxml_reader *_Nonnull reader);

/// Advances to the next node: 1 when positioned on a node, 0 at the end, -1 on error.
int cxml_reader_next(cxml_reader *_Nonnull reader);

int cxml_reader_node_type(cxml_reader *_Nonnull reader);
/// 1 for `<tag/>` (no end-element node follows), else 0.
int cxml_reader_is_empty_element(cxml_reader *_Nonnull reader);
int cxml_reader_depth(cxml_reader *_Nonnull reader);
/// Line of the current node (1-based), else of the parser's position.
int cxml_reader_line(cxml_reader *_Nonnull reader);

/// The current node's local name, namespace URI and value: valid until the next call on
/// this reader, NULL when the node has none.
const char *_Nullable cxml_reader_local_name(cxml_reader *_Nonnull reader);
const char *_Nullable cxml_reader_namespace_uri(cxml_reader *_Nonnull reader);
const char *_Nullable cxml_reader_value(cxml_reader *_Nonnull reader);
/// The value of the current element's attribute `name` (no namespace), valid until the next
/// call on this reader; NULL when absent.
const char *_Nullable cxml_reader_attribute(
    cxml_reader *_Nonnull reader, const char *_Nonnull name);

/// The value of the current element's attribute `name` in namespace `namespace_uri`, valid until
/// the next call on this reader; NULL when absent.
const char *_Nullable cxml_reader_attribute_ns(
    cxml_reader *_Nonnull reader, const char *_Nonnull name, const char *_Nonnull namespace_uri);

/// What stopped a reader (`cxml_reader_error_kind`).
enum {
  CXML_ERROR_NONE = 0,
  /// Not well-formed XML (libxml2's message says why).
  CXML_ERROR_MALFORMED = 1,
  /// A zip entry that inflates to more than allowed, or cannot be inflated.
  CXML_ERROR_ARCHIVE = 2,
  /// A document type declaration where none is accepted (zip entries).
  CXML_ERROR_DOCUMENT_TYPE = 3
};

/// The first error libxml2 reported, or NULL; its line (0 when unknown); and its kind.
const char *_Nullable cxml_reader_error_message(cxml_reader *_Nonnull reader);
int cxml_reader_error_line(cxml_reader *_Nonnull reader);
int cxml_reader_error_kind(cxml_reader *_Nonnull reader);

void cxml_reader_free(cxml_reader *_Nullable reader);

#endif
