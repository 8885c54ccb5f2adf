#ifndef ENRICH_CCURL_SHIM_H
#define ENRICH_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt / curl_easy_getinfo / curl_multi_setopt are variadic: Swift cannot call
// them, so each argument type gets a typed static inline wrapper.
static inline CURLcode ccurl_easy_setopt_long(CURL *_Nonnull h, CURLoption o, long v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_string(CURL *_Nonnull h, CURLoption o,
                                                const char *_Nullable v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_pointer(CURL *_Nonnull h, CURLoption o,
                                                 void *_Nullable v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_slist(CURL *_Nonnull h, CURLoption o,
                                               struct curl_slist *_Nullable v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_setopt_write_callback(
    CURL *_Nonnull h, CURLoption o,
    size_t (*_Nullable cb)(char *_Nonnull, size_t, size_t, void *_Nullable)) {
  return curl_easy_setopt(h, o, cb);
}
// CURLOPT_XFERINFOFUNCTION: progress with the raw (still compressed) byte counts.
static inline CURLcode ccurl_easy_setopt_xferinfo_callback(
    CURL *_Nonnull h, CURLoption o,
    int (*_Nullable cb)(void *_Nullable, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
  return curl_easy_setopt(h, o, cb);
}
static inline CURLcode ccurl_easy_setopt_off_t(CURL *_Nonnull h, CURLoption o, curl_off_t v) {
  return curl_easy_setopt(h, o, v);
}
static inline CURLcode ccurl_easy_getinfo_long(CURL *_Nonnull h, CURLINFO i,
                                               long *_Nonnull out) {
  return curl_easy_getinfo(h, i, out);
}
static inline CURLcode ccurl_easy_getinfo_double(CURL *_Nonnull h, CURLINFO i,
                                                 double *_Nonnull out) {
  return curl_easy_getinfo(h, i, out);
}
static inline CURLcode ccurl_easy_getinfo_pointer(CURL *_Nonnull h, CURLINFO i,
                                                  void *_Nullable *_Nonnull out) {
  return curl_easy_getinfo(h, i, out);
}
static inline CURLMcode ccurl_multi_setopt_long(CURLM *_Nonnull m, CURLMoption o, long v) {
  return curl_multi_setopt(m, o, v);
}
#endif
