// The API's request and reply shapes, declared once. Request bodies are TypeBox schemas the API
// validates with; their types are the same names. Clients import types only (`import type`), so no
// schema code reaches a browser bundle.
export * from './envelope';
export * from './account';
export * from './sports';
export * from './casino';
export * from './casino-tables';
export * from './ledgers';
export * from './reports';
export * from './client-errors';
export * from './cash-out';
export * from './stream';
export * from './safer-gambling';
export * from './safer-help';
export * from './safer-record';
