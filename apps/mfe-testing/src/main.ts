// A remote has no page of its own: the shell loads its container (see mf-manifest.json)
// and renders the exposed ./Routes module. This entry only exists because Rsbuild needs one.
export {};
