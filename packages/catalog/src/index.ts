export * from './errors.ts';
export * from './text.ts';
export * from './movie-series/movie-series.types.ts';
export * from './movie-series/demo-catalog.ts';
export * from './movie-series/demo-data/index.ts';
