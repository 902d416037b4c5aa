export * from './ports.ts';
export * from './postgres.ts';
export * from './databases.ts';
export * from './service-process.ts';
export * from './fakes/fake-http-server.ts';
export * from './fakes/fake-tmdb.ts';
export * from './fakes/callback-receiver.ts';
export * from './fakes/fake-musicbrainz.ts';
