export * from './codes';
export * from './envelope';
export * from './route';
export * from './sign';
export * from './sha256';
