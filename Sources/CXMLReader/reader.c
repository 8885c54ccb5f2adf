// The only file that includes libxml2. See include/CXMLReader.h for the contract.
#include "CXMLReader.h"

#include <errno.h>
#include <libxml/xmlreader.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zip.h>

// Deliberately absent: XML_PARSE_NOENT (substitute entities), XML_PARSE_DTDLOAD (load the
// external subset), XML_PARSE_DTDATTR, XML_PARSE_HUGE (lift size limits).
static const int cxml_parse_options = XML_PARSE_NONET | XML_PARSE_COMPACT | XML_PARSE_BIG_LINES;

enum { CXML_MESSAGE_CAPACITY = 512 };

struct cxml_zip_source;

struct cxml_reader {
  xmlTextReaderPtr text_reader;
  struct cxml_zip_source *zip_source;  // owned by libxml2's input (freed by its close callback)
  xmlChar *attribute;  // last value returned by cxml_reader_attribute, owned here
  char message[CXML_MESSAGE_CAPACITY];
  int has_error;  // a CXML_ERROR_ kind, 0 when none
  int error_line;
  int refuses_document_type;  // until the root element
};

/// Serves the prefix first, then reads the descriptor.
struct cxml_fd_source {
  int fd;
  unsigned char *prefix;
  size_t prefix_length;
  size_t prefix_offset;
};

static int cxml_fd_read(void *context, char *buffer, int length) {
  struct cxml_fd_source *source = context;
  if (length <= 0) return 0;
  if (source->prefix_offset < source->prefix_length) {
    size_t remaining = source->prefix_length - source->prefix_offset;
    size_t count = remaining < (size_t)length ? remaining : (size_t)length;
    memcpy(buffer, source->prefix + source->prefix_offset, count);
    source->prefix_offset += count;
    return (int)count;
  }
  for (;;) {
    ssize_t count = read(source->fd, buffer, (size_t)length);
    if (count >= 0) return (int)count;
    if (errno != EINTR) return -1;
  }
}

static int cxml_fd_close(void *context) {
  struct cxml_fd_source *source = context;
  free(source->prefix);
  free(source);
  return 0;
}

/// Streams one zip entry's inflated bytes, refusing more than `remaining` (its declared size,
/// so a forged header cannot make the entry inflate without bound), and refusing a document
/// type declaration before libxml2 is handed its bytes (Office packages never have one).
struct cxml_zip_source {
  zip_file_t *file;
  unsigned long long remaining;
  int exceeded;
  int failed;
  /// The prolog (everything before the root element) is being scanned for `<!DOCTYPE`.
  int in_prolog;
  /// How many characters of `<!DOCTYPE` the last bytes matched; the prolog's line.
  int matched;
  int line;
  int doctype;
};

static int cxml_is_name_start(unsigned char byte) {
  return (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') || byte == '_' || byte == ':' ||
         byte >= 0x80;
}

/// Scans prolog bytes; 1 when they complete a `<!DOCTYPE`. NUL bytes are passed over: UTF-16
/// text of ASCII markup is the same bytes with zeros between them.
static int cxml_scan_prolog(struct cxml_zip_source *source, const unsigned char *bytes, size_t count) {
  static const char doctype[] = "<!DOCTYPE";
  for (size_t index = 0; index < count && source->in_prolog; index++) {
    unsigned char byte = bytes[index];
    if (byte == 0) continue;
    if (byte == '\n') source->line++;
    if (byte == '<') {
      source->matched = 1;
    } else if (source->matched == 1 && cxml_is_name_start(byte)) {
      source->in_prolog = 0;
    } else if (source->matched > 0 && byte == (unsigned char)doctype[source->matched]) {
      source->matched++;
      if (doctype[source->matched] == '\0') return 1;
    } else {
      source->matched = 0;
    }
  }
  return 0;
}

static int cxml_zip_read(void *context, char *buffer, int length) {
  struct cxml_zip_source *source = context;
  if (length <= 0 || source->doctype) return source->doctype ? -1 : 0;
  zip_int64_t count = zip_fread(source->file, buffer, (zip_uint64_t)length);
  if (count < 0) {
    source->failed = 1;
    return -1;
  }
  if ((unsigned long long)count > source->remaining) {
    source->exceeded = 1;
    return -1;
  }
  if (source->in_prolog && cxml_scan_prolog(source, (const unsigned char *)buffer, (size_t)count)) {
    source->doctype = 1;
    return -1;
  }
  source->remaining -= (unsigned long long)count;
  return (int)count;
}

static int cxml_zip_close(void *context) {
  struct cxml_zip_source *source = context;
  zip_fclose(source->file);
  free(source);
  return 0;
}

static void cxml_error_handler(
    void *arg, const char *msg, xmlParserSeverities severity, xmlTextReaderLocatorPtr locator) {
  struct cxml_reader *reader = arg;
  if (reader->has_error) return;
  if (severity != XML_PARSER_SEVERITY_ERROR && severity != XML_PARSER_SEVERITY_VALIDITY_ERROR)
    return;
  reader->has_error = CXML_ERROR_MALFORMED;
  reader->error_line = locator != NULL ? xmlTextReaderLocatorLineNumber(locator) : 0;
  const char *text = msg != NULL ? msg : "unknown XML error";
  strncpy(reader->message, text, CXML_MESSAGE_CAPACITY - 1);
  reader->message[CXML_MESSAGE_CAPACITY - 1] = '\0';
  size_t length = strlen(reader->message);
  while (length > 0 && (reader->message[length - 1] == '\n' || reader->message[length - 1] == ' '))
    reader->message[--length] = '\0';
}

static cxml_reader *cxml_wrap(xmlTextReaderPtr text_reader) {
  if (text_reader == NULL) return NULL;
  cxml_reader *reader = calloc(1, sizeof(cxml_reader));
  if (reader == NULL) {
    xmlFreeTextReader(text_reader);
    return NULL;
  }
  reader->text_reader = text_reader;
  xmlTextReaderSetErrorHandler(text_reader, cxml_error_handler, reader);
  return reader;
}

cxml_reader *cxml_reader_open_file(const char *path) {
  return cxml_wrap(xmlReaderForFile(path, NULL, cxml_parse_options));
}

cxml_reader *cxml_reader_open_fd(
    int fd, const unsigned char *prefix, size_t prefix_length, const char *name) {
  struct cxml_fd_source *source = calloc(1, sizeof(struct cxml_fd_source));
  if (source == NULL) return NULL;
  source->fd = fd;
  if (prefix != NULL && prefix_length > 0) {
    source->prefix = malloc(prefix_length);
    if (source->prefix == NULL) {
      free(source);
      return NULL;
    }
    memcpy(source->prefix, prefix, prefix_length);
    source->prefix_length = prefix_length;
  }
  // xmlReaderForIO calls the close callback itself when it fails.
  return cxml_wrap(
      xmlReaderForIO(cxml_fd_read, cxml_fd_close, source, name, NULL, cxml_parse_options));
}

cxml_reader *cxml_reader_open_zip_entry(
    void *archive, unsigned long long index, unsigned long long max_bytes, const char *name) {
  struct cxml_zip_source *source = calloc(1, sizeof(struct cxml_zip_source));
  if (source == NULL) return NULL;
  source->file = zip_fopen_index((zip_t *)archive, index, 0);
  if (source->file == NULL) {
    free(source);
    return NULL;
  }
  source->remaining = max_bytes;
  source->in_prolog = 1;
  source->line = 1;
  // xmlReaderForIO calls the close callback itself when it fails.
  cxml_reader *reader = cxml_wrap(
      xmlReaderForIO(cxml_zip_read, cxml_zip_close, source, name, NULL, cxml_parse_options));
  if (reader != NULL) {
    reader->zip_source = source;
    reader->refuses_document_type = 1;
  }
  return reader;
}

static const char cxml_doctype_message[] =
    "refusing a <!DOCTYPE> declaration (DTDs and entities can read local files or expand without bound)";

static void cxml_note_zip_failure(cxml_reader *reader) {
  struct cxml_zip_source *source = reader->zip_source;
  if (source == NULL || (!source->exceeded && !source->failed && !source->doctype)) return;
  const char *text = source->doctype    ? cxml_doctype_message
                     : source->exceeded ? "the entry inflates to more bytes than the archive declares"
                                        : "the entry cannot be inflated (damaged archive)";
  reader->has_error = source->doctype ? CXML_ERROR_DOCUMENT_TYPE : CXML_ERROR_ARCHIVE;
  if (source->doctype) reader->error_line = source->line;
  strncpy(reader->message, text, CXML_MESSAGE_CAPACITY - 1);
  reader->message[CXML_MESSAGE_CAPACITY - 1] = '\0';
}

/// A second fence behind the prolog scan: stops at a document type node the reader refuses.
static int cxml_check_node(cxml_reader *reader, int status) {
  if (status <= 0 || reader->has_error || !reader->refuses_document_type) return status;
  int type = xmlTextReaderNodeType(reader->text_reader);
  // A document type can only come before the root element: past it, there is nothing to check.
  if (type == XML_READER_TYPE_ELEMENT) reader->refuses_document_type = 0;
  if (type != XML_READER_TYPE_DOCUMENT_TYPE) return status;
  reader->has_error = CXML_ERROR_DOCUMENT_TYPE;
  reader->error_line = cxml_reader_line(reader);
  strncpy(reader->message, cxml_doctype_message, CXML_MESSAGE_CAPACITY - 1);
  return -1;
}

int cxml_reader_skip_subtree(cxml_reader *reader) {
  int status = cxml_check_node(reader, xmlTextReaderNext(reader->text_reader));
  if (status < 0) cxml_note_zip_failure(reader);
  if (status < 0 && !reader->has_error) {
    reader->has_error = CXML_ERROR_MALFORMED;
    reader->error_line = xmlTextReaderGetParserLineNumber(reader->text_reader);
    strncpy(reader->message, "malformed XML", CXML_MESSAGE_CAPACITY - 1);
  }
  if (status > 0 && reader->has_error) return -1;
  return status;
}

int cxml_reader_next(cxml_reader *reader) {
  int status = cxml_check_node(reader, xmlTextReaderRead(reader->text_reader));
  if (status < 0) cxml_note_zip_failure(reader);
  if (status < 0 && !reader->has_error) {
    reader->has_error = CXML_ERROR_MALFORMED;
    reader->error_line = xmlTextReaderGetParserLineNumber(reader->text_reader);
    strncpy(reader->message, "malformed XML", CXML_MESSAGE_CAPACITY - 1);
  }
  if (status > 0 && reader->has_error) return -1;
  return status;
}

int cxml_reader_node_type(cxml_reader *reader) {
  return xmlTextReaderNodeType(reader->text_reader);
}

int cxml_reader_is_empty_element(cxml_reader *reader) {
  return xmlTextReaderIsEmptyElement(reader->text_reader) == 1;
}

int cxml_reader_depth(cxml_reader *reader) { return xmlTextReaderDepth(reader->text_reader); }

int cxml_reader_line(cxml_reader *reader) {
  xmlNodePtr node = xmlTextReaderCurrentNode(reader->text_reader);
  long line = node != NULL ? xmlGetLineNo(node) : -1;
  if (line > 0) return (int)line;
  return xmlTextReaderGetParserLineNumber(reader->text_reader);
}

const char *cxml_reader_local_name(cxml_reader *reader) {
  return (const char *)xmlTextReaderConstLocalName(reader->text_reader);
}

const char *cxml_reader_namespace_uri(cxml_reader *reader) {
  return (const char *)xmlTextReaderConstNamespaceUri(reader->text_reader);
}

const char *cxml_reader_value(cxml_reader *reader) {
  return (const char *)xmlTextReaderConstValue(reader->text_reader);
}

const char *cxml_reader_attribute(cxml_reader *reader, const char *name) {
  if (reader->attribute != NULL) {
    xmlFree(reader->attribute);
    reader->attribute = NULL;
  }
  reader->attribute = xmlTextReaderGetAttribute(reader->text_reader, (const xmlChar *)name);
  return (const char *)reader->attribute;
}

const char *cxml_reader_attribute_ns(cxml_reader *reader, const char *name, const char *namespace_uri) {
  if (reader->attribute != NULL) {
    xmlFree(reader->attribute);
    reader->attribute = NULL;
  }
  reader->attribute = xmlTextReaderGetAttributeNs(
      reader->text_reader, (const xmlChar *)name, (const xmlChar *)namespace_uri);
  return (const char *)reader->attribute;
}

const char *cxml_reader_error_message(cxml_reader *reader) {
  return reader->has_error ? reader->message : NULL;
}

int cxml_reader_error_line(cxml_reader *reader) { return reader->error_line; }

int cxml_reader_error_kind(cxml_reader *reader) { return reader->has_error; }

void cxml_reader_free(cxml_reader *reader) {
  if (reader == NULL) return;
  if (reader->attribute != NULL) xmlFree(reader->attribute);
  xmlFreeTextReader(reader->text_reader);
  free(reader);
}
