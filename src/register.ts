// STUB: owned by the element-shell work (self-registering script-tag entry).
export {};
