import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { listen, type Message } from './write-messages';
import { useOutboxNotices } from './outbox-notices';

const run = <V>(options: ConstructorParameters<typeof MutationObserver<unknown, Error, V>>[1], vars: V) =>
  new MutationObserver<unknown, Error, V>(queryClient, options).mutate(vars);

describe('the query client says what writes and reads mean (meta)', () => {
  afterEach(() => {
    queryClient.clear();
    useOutboxNotices.setState({ notices: [] });
  });

  it("says a write's failure and success to the screen listening on its scope, with its variables", async () => {
    const heard: Message[] = [];
    const stop = listen('t.scope', (m) => heard.push(m));
    const meta = { scope: 't.scope', success: (v: { name: string }) => `saved ${v.name}`, error: (err: unknown, v: { name: string }) => `failed ${v.name}: ${(err as Error).message}` };
    await run({ mutationFn: async () => 'ok', meta }, { name: 'a' });
    await expect(run({ mutationFn: () => Promise.reject(new Error('no')), meta }, { name: 'b' })).rejects.toThrow('no');
    stop();
    expect(heard).toEqual([
      { kind: 'success', text: 'saved a' },
      { kind: 'error', text: 'failed b: no' },
    ]);
  });

  it('a silent write or one without texts says nothing; an error nobody listens for goes to the toast', async () => {
    const heard: Message[] = [];
    const stop = listen('t.quiet', (m) => heard.push(m));
    await expect(run({ mutationFn: () => Promise.reject(new Error('x')), meta: { scope: 't.quiet', error: 'E', silent: true } }, 1)).rejects.toThrow();
    await expect(run({ mutationFn: () => Promise.reject(new Error('x')), meta: { scope: 't.quiet' } }, 1)).rejects.toThrow();
    stop();
    expect(heard).toEqual([]);
    await expect(run({ mutationFn: () => Promise.reject(new Error('x')), meta: { scope: 't.nobody', error: 'Failed to save.' } }, 1)).rejects.toThrow();
    await vi.waitFor(() => expect(useOutboxNotices.getState().notices.map((n) => n.message)).toEqual(['Failed to save.']));
  });

  it('resolves a write only once the answers it names are fresh, after a failure too', async () => {
    let server = 1;
    const list = new QueryObserver(queryClient, { queryKey: ['t', 'list'], queryFn: async () => server });
    const stop = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toBe(1));
    server = 2;
    await run({ mutationFn: async () => undefined, meta: { invalidates: [['t', 'list']] } }, 1);
    expect(queryClient.getQueryData(['t', 'list'])).toBe(2);
    server = 3;
    await expect(run({ mutationFn: () => Promise.reject(new Error('refused')), meta: { invalidates: [['t']] } }, 1)).rejects.toThrow();
    expect(queryClient.getQueryData(['t', 'list'])).toBe(3);
    stop();
  });

  it("says a read's failure once per failed load and takes it back on the next good one", async () => {
    const heard: Message[] = [];
    const stop = listen('t.read', (m) => heard.push(m));
    let fail = true;
    const options = { queryKey: ['t', 'read'], queryFn: async () => (fail ? Promise.reject(new Error('down')) : 'rows'), retry: false, meta: { scope: 't.read', error: (e: unknown) => `load: ${(e as Error).message}` } };
    // Two components showing it: one message.
    const a = new QueryObserver(queryClient, options);
    const b = new QueryObserver(queryClient, options);
    const stops = [a.subscribe(() => undefined), b.subscribe(() => undefined)];
    await vi.waitFor(() => expect(heard).toEqual([{ kind: 'load-error', text: 'load: down' }]));
    fail = false;
    await a.refetch();
    expect(heard).toEqual([{ kind: 'load-error', text: 'load: down' }, { kind: 'loaded' }]);
    stops.forEach((s) => s());
    stop();
  });

  it("a read whose failure text is empty (offline, a saved copy on screen) puts nothing in the toast", async () => {
    const q = new QueryObserver(queryClient, { queryKey: ['t', 'offline'], queryFn: () => Promise.reject(new Error('offline')), retry: false, meta: { scope: 't.none', error: () => '' } });
    const stop = q.subscribe(() => undefined);
    await vi.waitFor(() => expect(q.getCurrentResult().status).toBe('error'));
    // The toast's store loads on demand: give its import the time a real failure gets.
    await import('./outbox-notices');
    await new Promise((r) => setTimeout(r, 20));
    expect(useOutboxNotices.getState().notices).toEqual([]);
    stop();
  });
});
