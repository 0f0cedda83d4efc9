/**
 * The console's data on query-core (console/hooks/use-query.ts,
 * console/api/query-client.tsx), rendered in happy-dom with React and with
 * Preact: what a page shows while it loads, when it fails and after a
 * write, with answers the test gives out one at a time.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConsoleQueries, useInvalidate } from '../../console/api/query-client';
import { useQuery } from '../../console/hooks/use-query';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
});

/** Requests the test answers by hand, in the order they were made. */
function requests() {
  const pending: { key: string; signal: AbortSignal; resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = (key: string) => (signal: AbortSignal) => new Promise<string>((resolve, reject) => pending.push({ key, signal, resolve, reject }));
  return { pending, load };
}

type Load = (key: string) => (signal: AbortSignal) => Promise<string>;

/** A view of one resource's entry: what a page would show of it. */
function View({ name, id, load }: { name: string; id: number; load: Load }) {
  const orders = useQuery(['orders', id], load(`orders of ${id}`));
  const text = orders.phase === 'failed' ? `failed: ${orders.message}` : orders.phase;
  return (
    <p data-view={name}>
      {text} | {orders.data ?? 'nothing'}
      <button type="button" data-retry={name} onClick={orders.reload} />
    </p>
  );
}

function Page({ load, twin = false }: { load: Load; twin?: boolean }) {
  const [id, setId] = useState(1);
  const invalidate = useInvalidate();
  return (
    <>
      <View name="main" id={id} load={load} />
      {twin && <View name="twin" id={1} load={load} />}
      <button type="button" data-next onClick={() => setId((current) => current + 1)} />
      <button type="button" data-wrote onClick={() => invalidate('orders')} />
    </>
  );
}

/** The page, the requests it made (the test answers them by hand), and a wait for the count-th of them. */
function render(twin = false) {
  const { pending, load } = requests();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ConsoleQueries>
      <Page load={load} twin={twin} />
    </ConsoleQueries>,
  );
  const asked = (count: number) => vi.waitFor(() => expect(pending).toHaveLength(count));
  return { container, pending, asked };
}

const shown = (container: HTMLElement, view = 'main') => container.querySelector(`[data-view="${view}"]`)?.textContent;
const click = (container: HTMLElement, selector: string) => container.querySelector<HTMLButtonElement>(selector)!.click();

test('a view says it is loading, then shows the answer', async () => {
  const { container, pending, asked } = render();
  await vi.waitFor(() => expect(shown(container)).toBe('loading | nothing'));
  await asked(1);
  pending[0]!.resolve('orders of 1');
  await vi.waitFor(() => expect(shown(container)).toBe('ready | orders of 1'));
});

test('a failure says the message at once, without retrying, and « Réessayer » asks again', async () => {
  const { container, pending, asked } = render();
  await asked(1);
  pending[0]!.reject(new Error('Le serveur ne répond pas.'));
  await vi.waitFor(() => expect(shown(container)).toBe('failed: Le serveur ne répond pas. | nothing'));
  expect(pending).toHaveLength(1);
  click(container, '[data-retry="main"]');
  await vi.waitFor(() => expect(shown(container)).toBe('loading | nothing'));
  await asked(2);
  pending[1]!.resolve('orders of 1');
  await vi.waitFor(() => expect(shown(container)).toBe('ready | orders of 1'));
});

test('another key (a filter, a page) keeps the last answer on screen while it loads, and if it fails', async () => {
  const { container, pending, asked } = render();
  await asked(1);
  pending[0]!.resolve('orders of 1');
  await vi.waitFor(() => expect(shown(container)).toBe('ready | orders of 1'));
  click(container, '[data-next]');
  await vi.waitFor(() => expect(shown(container)).toBe('loading | orders of 1'));
  await vi.waitFor(() => expect(pending.map((request) => request.key)).toEqual(['orders of 1', 'orders of 2']));
  pending[1]!.reject(new Error('Réseau indisponible.'));
  await vi.waitFor(() => expect(shown(container)).toBe('failed: Réseau indisponible. | orders of 1'));
});

test('a key left behind has its request cancelled', async () => {
  const { container, pending, asked } = render();
  await asked(1);
  click(container, '[data-next]');
  await asked(2);
  expect(pending[0]!.signal.aborted).toBe(true);
  expect(pending[1]!.signal.aborted).toBe(false);
});

test('two views of the same entry share one request; a write reads every view of the resource again', async () => {
  const { container, pending, asked } = render(true);
  await asked(1);
  pending[0]!.resolve(pending[0]!.key);
  await vi.waitFor(() => expect(shown(container, 'twin')).toBe('ready | orders of 1'));
  expect(shown(container)).toBe('ready | orders of 1');
  click(container, '[data-next]');
  await asked(2);
  pending[1]!.resolve('orders of 2');
  await vi.waitFor(() => expect(shown(container)).toBe('ready | orders of 2'));

  click(container, '[data-wrote]');
  await asked(4);
  await vi.waitFor(() => expect(shown(container)).toBe('loading | orders of 2'));
  expect(shown(container, 'twin')).toBe('loading | orders of 1');
  for (const request of pending.slice(2)) request.resolve(`${request.key}, after the write`);
  await vi.waitFor(() => expect(shown(container)).toBe('ready | orders of 2, after the write'));
  expect(shown(container, 'twin')).toBe('ready | orders of 1, after the write');
});
