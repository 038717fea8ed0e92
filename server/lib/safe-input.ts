/**
 * The API's character guard (issue 16): before any route's schema runs, every string of the path
 * parameters, the query string and the body — object keys too, at any depth — is checked with the
 * rule of common/rules/safe-text.ts. A refused character answers 400 TEXT_INVALID_CHARACTERS with
 * the fields named as validation failures name them (`items.2`, `q`), so no route and no schema
 * has to remember it, and no such text reaches a query (PostgreSQL refuses NUL with a 500).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unsafeTextCode, type UnsafeTextCode } from '../../common/rules/safe-text.js';
import { errorBody } from './errors.js';

/** More fields than a form has are not worth naming one by one. */
const maxFields = 20;

/**
 * The paths of the refused strings in `value`, in document order (dotted, array items by index; a
 * refused key names the object holding it, '_' at the top). Walks without recursion, so nesting
 * depth is no risk.
 */
export function unsafeTextFields(value: unknown): Map<string, UnsafeTextCode> {
  const fields = new Map<string, UnsafeTextCode>();
  const refuse = (path: string, code: UnsafeTextCode) => {
    if (!fields.has(path || '_')) fields.set(path || '_', code);
  };
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0 && fields.size < maxFields) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const code = unsafeTextCode(current);
      if (code) refuse(path, code);
    } else if (current instanceof Uint8Array) {
      // A binary body (an uploaded image): no text to check.
      continue;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const keyCode = unsafeTextCode(key);
        if (keyCode) refuse(path, keyCode);
        else stack.push([(current as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
      }
    }
  }
  return fields;
}

/** preValidation hook of the whole app: refuses any request whose input holds a refused character. */
export async function refuseUnsafeText(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const fields = [request.body, request.query, request.params].flatMap((input) => [...unsafeTextFields(input)]);
  if (fields.length === 0) return undefined;
  // fromEntries makes own properties, also for a field named '__proto__'.
  return reply.code(400).send(errorBody(fields[0]![1], Object.fromEntries(fields)));
}
