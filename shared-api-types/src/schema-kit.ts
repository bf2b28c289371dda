import { Type, type StringOptions, type TUnsafe } from '@sinclair/typebox';

/**
 * `{type: 'string', enum}`. Type.Union of literals would compile to anyOf, whose Ajv error does not
 * list the allowed values; the API's 400 says "X must be one of a, b, c".
 */
export function StringEnum<T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values] });
}

/**
 * A JSON-schema type list such as `['string', 'number']`: one type error naming both ("X must be a
 * string or a number") where Type.Union would give anyOf errors. The string keywords (maxLength,
 * pattern) apply only when the value is a string.
 */
export function StringOrNumber(options: StringOptions = {}): TUnsafe<string | number> {
  return Type.Unsafe<string | number>({ ...options, type: ['string', 'number'] });
}

/** As StringOrNumber, for whole numbers: `type: ['integer', 'string']`. */
export function IntegerOrString(
  options: StringOptions & { minimum?: number; maximum?: number } = {},
): TUnsafe<number | string> {
  return Type.Unsafe<number | string>({ ...options, type: ['integer', 'string'] });
}

/**
 * A row id (a PostgreSQL bigint) as a string of digits: at most 18, so every id that passes is in
 * bigint's range (to 9223372036854775807); a longer one is a 400 naming the field, not a 500.
 */
export const RowIdString = () => Type.String({ pattern: '^[0-9]{1,18}$' });
