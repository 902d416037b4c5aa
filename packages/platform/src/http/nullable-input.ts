import { type Static, type TSchema, Type } from 'typebox';

/**
 * A nullable field for request schemas. The app's validator coerces types, and with
 * `Type.Union([T, Type.Null()])` (an `anyOf`) it coerces in the first branch that can take the
 * value: `null` sent for a nullable boolean arrives as `false`, for a string as `""`, and
 * `Type.Union([Type.Null(), T])` turns `false`, `0` and `""` into `null`. A single schema with
 * `type: [T, 'null']` is coerced only when no listed type matches, so null stays null and false
 * stays false. Use this for every nullable input field (responses may keep `Type.Union`).
 */
export function nullableInput<T extends TSchema>(schema: T) {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  if (typeof plain.type !== 'string') throw new Error('nullableInput needs a schema with a single type');
  return Type.Unsafe<Static<T> | null>({
    ...plain,
    type: [plain.type, 'null'],
    ...(Array.isArray(plain.enum) ? { enum: [...plain.enum, null] } : {}),
  });
}
