export * from './ports.ts';
export * from './postgres.ts';
export * from './databases.ts';
export * from './service-process.ts';
