import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { ErrorRegistry } from '../errors/error-registry.ts';
import { createHttpApp } from './app-factory.ts';
import { nullableInput } from './nullable-input.ts';

describe('nullableInput', () => {
  it('keeps null as null and false, 0 and "" as themselves under the coercing validator', async () => {
    const app = await createHttpApp({
      logger: createLogger({ service: 'test', level: 'silent' }),
      errors: new ErrorRegistry(),
      openapi: { title: 't', version: '1', description: 'd' },
    });
    app.post(
      '/echo',
      {
        schema: {
          body: Type.Object({
            flag: Type.Optional(nullableInput(Type.Boolean())),
            text: Type.Optional(nullableInput(Type.String({ maxLength: 3 }))),
            count: Type.Optional(nullableInput(Type.Integer({ minimum: 1 }))),
            kind: Type.Optional(nullableInput(Type.String({ enum: ['a', 'b'] }))),
          }),
        },
      },
      async (request) => request.body,
    );
    const echo = async (payload: object) => app.inject({ method: 'POST', url: '/echo', payload });
    expect((await echo({ flag: null, text: null, count: null, kind: null })).json()).toEqual({ flag: null, text: null, count: null, kind: null });
    expect((await echo({ flag: false, text: '' })).json()).toEqual({ flag: false, text: '' });
    expect((await echo({ flag: true, text: 'abc', count: 2, kind: 'b' })).json()).toEqual({ flag: true, text: 'abc', count: 2, kind: 'b' });
    expect((await echo({ count: 0 })).statusCode).toBe(422);
    expect((await echo({ kind: 'c' })).statusCode).toBe(422);
    expect((await echo({ text: 'abcd' })).statusCode).toBe(422);
    await app.close();
  });
});
