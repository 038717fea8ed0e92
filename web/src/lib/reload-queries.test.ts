import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { reloadQueries } from './reload-queries';

/** A query function whose answers the test releases one by one, each with the "server state" of its moment. */
function controlledReads() {
  let state = 'before';
  const pending: Array<{ answer: string; release: () => void }> = [];
  const queryFn = () =>
    new Promise<string>((resolve) => {
      const answer = state;
      pending.push({ answer, release: () => resolve(answer) });
    });
  return {
    queryFn,
    change: (next: string) => (state = next),
    pending,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reloadQueries', () => {
  it('asks a first read that is under way again once it answered, so a change after it started is shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = controlledReads();
    const observer = new QueryObserver(client, { queryKey: ['thing'], queryFn: reads.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(reads.pending).toHaveLength(1);

    reads.change('after');
    const reloaded = reloadQueries(client, { queryKey: ['thing'] });
    // The first answer (from before the change) is shown, then read again.
    reads.pending[0]!.release();
    await settle();
    expect(reads.pending).toHaveLength(2);
    reads.pending[1]!.release();
    await reloaded;
    await settle();
    expect(client.getQueryData(['thing'])).toBe('after');
    expect(observer.getCurrentResult().status).toBe('success');
    unsubscribe();
  });

  it('does not ask again a first read under way that answers 404', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    let answer = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['thing', 'gone'],
      queryFn: () => {
        reads++;
        return new Promise((_, reject) => (answer = () => reject(new ApiError(404, 'NOT_FOUND', 'x'))));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const reloaded = reloadQueries(client, { queryKey: ['thing'] });
    answer();
    await reloaded;
    await settle();
    expect(reads).toBe(1);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('without a read under way it is an invalidation: shown data is read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = controlledReads();
    const observer = new QueryObserver(client, { queryKey: ['thing'], queryFn: reads.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    reads.pending[0]!.release();
    await settle();
    expect(client.getQueryData(['thing'])).toBe('before');

    reads.change('after');
    const reloaded = reloadQueries(client, { queryKey: ['thing'] });
    expect(reads.pending).toHaveLength(2);
    reads.pending[1]!.release();
    await reloaded;
    expect(client.getQueryData(['thing'])).toBe('after');
    unsubscribe();
  });

  it('does not ask again what answered 404 (gone), but does a read that failed otherwise', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    const failWith = (status: number) => () => {
      reads++;
      return Promise.reject(new ApiError(status, status === 404 ? 'NOT_FOUND' : 'INTERNAL', 'x'));
    };
    const gone = new QueryObserver(client, { queryKey: ['thing', 'gone'], queryFn: failWith(404) });
    const broken = new QueryObserver(client, { queryKey: ['thing', 'broken'], queryFn: failWith(500) });
    const stop = [gone.subscribe(() => undefined), broken.subscribe(() => undefined)];
    await settle();
    expect(reads).toBe(2);

    await reloadQueries(client, { queryKey: ['thing'] });
    expect(reads).toBe(3);
    expect(gone.getCurrentResult().status).toBe('error');
    for (const unsubscribe of stop) unsubscribe();
  });
});
