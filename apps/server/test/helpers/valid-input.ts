import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** Values tried, in order, for a required field: one of them fits every field kind the contract uses. */
const CANDIDATES: readonly unknown[] = [1, 0, '12345678', 'abc'];

interface SchemaLike {
  type?: string;
  const?: unknown;
  default?: unknown;
  minimum?: unknown;
  minItems?: number;
  items?: TSchema;
  anyOf?: ({ const?: unknown } & TSchema)[];
  properties?: Record<string, TSchema>;
  required?: string[];
}

/** A value the schema accepts: its default, its minimum, its first literal, or a common candidate. */
function sampleOf(schema: TSchema): unknown {
  const s = schema as SchemaLike;
  const literals = (s.anyOf ?? []).map((member) => member.const);
  // Objects, unions of objects and arrays of them (a tip's legs): built from their required fields.
  const built = [
    ...(s.type === 'object' ? [validInput(schema)] : []),
    ...(s.anyOf ?? []).filter((member) => (member as SchemaLike).type === 'object').map((member) => validInput(member)),
    ...(s.type === 'array' && s.items ? [Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items!))] : []),
  ];
  return [s.const, s.default, s.minimum, ...literals, ...built, ...CANDIDATES].find(
    (value) => value !== undefined && Value.Check(schema, value),
  );
}

/**
 * A request the schema accepts, with only its required fields: the fuzzer spoils one field of it, so the
 * spoiled value gets past `required` to the handler and its database calls (issue 12 §1.3).
 */
export function validInput(request: TSchema): Record<string, unknown> {
  const s = request as SchemaLike;
  const entries = (s.required ?? []).map((name): [string, unknown] => [name, sampleOf(s.properties?.[name] ?? {})]);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
