// The API's request and reply shapes, declared once; types only (import with `import type`).
export type * from './envelope';
export type * from './account';
export type * from './sports';
export type * from './casino';
export type * from './ledgers';
export type * from './reports';
