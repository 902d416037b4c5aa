import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ErrorRegistry } from '../errors/error-registry.ts';
import { createHttpApp } from '../http/app-factory.ts';
import { createLogger, redactUrl } from './logger.ts';

describe('request logging', () => {
  it('redacts secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/a/b')).toBe('/a/b');
    expect(redactUrl('/confirm?token=abc&lang=de')).toBe('/confirm?token=[redacted]&lang=de');
    expect(redactUrl('/x?api_key=1&Code=2&page=3&flag')).toBe('/x?api_key=[redacted]&Code=[redacted]&page=3&flag');
  });

  it('never writes a token from a request URL into the log', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createHttpApp({
      logger: createLogger({ service: 'test', level: 'info', destination }),
      errors: new ErrorRegistry(),
      openapi: { title: 't', version: '1', description: 'd' },
    });
    app.get('/confirm', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/confirm?token=SECRET-VALUE&lang=de' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/confirm?token=[redacted]&lang=de"');
    expect(log).not.toContain('SECRET-VALUE');
  });
});
