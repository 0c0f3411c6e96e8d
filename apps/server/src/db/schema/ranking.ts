// Tables of the ranking area: filled by its issue (#15 news, #16 ranking and forum). Owner module: see tools/eslint-boundaries.js SCHEMA_OWNERS.
export {};
