// Async boundary: shared singletons are negotiated by the federation runtime before any
// module that imports React runs.
void import('./bootstrap');
