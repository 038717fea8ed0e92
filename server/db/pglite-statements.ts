/**
 * PGlite with a statement cache, the embedded counterpart of `pg`'s named queries. PGlite's own
 * `query` parses and plans every statement and crosses into WebAssembly six times (parse,
 * describe, bind, describe, execute, sync). Here a statement text is parsed once into a named
 * server-side statement (its parameter types and row description kept), and each later run is one
 * crossing: bind, execute and sync in one message buffer. Measured on the notes list: 2.1 → 0.5 ms
 * per statement; a one-row select 0.28 → 0.10 ms.
 *
 * Top-level statements and a transaction's statements take this path. A top-level statement, like
 * PGlite's `query`, waits for an open transaction to end and for the statement before it. Inside a
 * transaction (PGlite's `transaction` holds the transaction lock and hands drizzle its own query
 * function, which is replaced here) a statement waits only for the statement before it; a stale
 * statement is then dropped from the cache but not run again, as the failed statement has already
 * aborted the transaction.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The row description, absent for statements that return no rows. */
  rowDescription: BackendMessage | undefined;
}

/** SQLSTATEs after which a named statement is made again: its plan no longer fits the tables. */
const staleStatement = new Set(['0A000', '26000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The PGlite client drizzle gets: `query` through the statement cache, everything else PGlite's own. */
export function withStatementCache(pg: PGlite, maxStatements = 500): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const { serialize } = protocol;
  const exec = (messages: Uint8Array[]) => pg.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await exec([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    const name = `pglite_statement_${++counter}`;
    let messages: BackendMessage[];
    try {
      messages = await exec([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    } catch (err) {
      await exec([serialize.sync()]).catch(() => {});
      throw err;
    }
    const parameters = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, mayRetry = true): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the oldest is the one to close when the cache is full.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[i]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await exec([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !staleStatement.has(code)) throw err;
      statements.delete(text);
      await exec([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]).catch(() => {});
      if (!mayRetry) throw err;
      return run(text, params, options, false);
    }
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, pg.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return pg.query<T>(text, params, options);
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options);
        await pg.syncToFs();
        return result;
      }),
    );
  }

  type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

  /** PGlite's transaction, its `query` through the cache (no retry: the transaction is aborted). */
  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return pg.transaction((tx) => {
      const own = tx.query.bind(tx);
      const cachedQuery = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (options?.blob || options?.paramTypes) return own<R>(text, params, options);
        return pg._runExclusiveQuery(() => run<R>(text, params, options, false));
      };
      return callback(
        new Proxy(tx, {
          get(target, property) {
            if (property === 'query') return cachedQuery;
            const value: unknown = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      );
    });
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
