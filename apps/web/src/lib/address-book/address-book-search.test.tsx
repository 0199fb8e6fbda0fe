// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n/i18n';
import { AddressBookSearch, type AddressBookChoice } from './address-book-search';

const contact = (id: string, name: string) => ({
  id,
  name,
  type: 'company',
  number: `K-${id}`,
  email: `${id}@example.se`,
});

/** Answers every search with these contacts and records the bodies sent. */
function stubSearch(items: ReturnType<typeof contact>[]) {
  const fetchMock = vi.fn(async () => Response.json({ items, total: items.length }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Picker(props: { clearOnPick?: boolean; minQueryLength?: number; onPick(value: unknown): void }) {
  const [value, setValue] = useState<AddressBookChoice | null>(null);
  return (
    <AddressBookSearch
      value={props.clearOnPick ? null : value}
      onChange={(next) => {
        setValue(next);
        props.onPick(next);
      }}
      label="Kund"
      excludeIds={['c3']}
      clearOnPick={props.clearOnPick}
      minQueryLength={props.minQueryLength}
    />
  );
}

function renderPicker(props: Parameters<typeof Picker>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The search takes its tenant from the URL (`/:tenant/...`), as under the app's tenant route.
  const router = createMemoryRouter([{ path: '/:tenant', element: <Picker {...props} /> }], {
    initialEntries: ['/acme'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Kund' });
  // Typing happens in a focused field; MUI puts an unfocused field back to the picked value.
  fireEvent.focus(input);
  return input;
}

beforeAll(async () => {
  await initI18n().changeLanguage('sv');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressBookSearch', () => {
  it('searches the typed words, leaves out excluded contacts and picks with the keyboard', async () => {
    const fetchMock = stubSearch([contact('c1', 'Bygg AB'), contact('c3', 'Bygg HB')]);
    const onPick = vi.fn();
    const input = renderPicker({ onPick });
    fireEvent.change(input, { target: { value: 'bygg' } });
    const sent = () =>
      fetchMock.mock.calls.map((call) =>
        JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
      );
    await waitFor(() =>
      expect(sent()).toContainEqual(expect.objectContaining({ query: 'bygg', sort: 'name' })),
    );
    expect(await screen.findByRole('option', { name: /Bygg AB/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Bygg HB/ })).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    expect((input as HTMLInputElement).value).toBe('Bygg AB');
  });

  it('says when nothing matches', async () => {
    stubSearch([]);
    const input = renderPicker({ onPick: vi.fn() });
    fireEvent.change(input, { target: { value: 'ingen' } });
    expect(await screen.findByText('Inga kontakter hittades')).toBeTruthy();
  });

  it('asks for more characters before searching, and empties itself after a pick', async () => {
    const fetchMock = stubSearch([contact('c1', 'Bygg AB')]);
    const onPick = vi.fn();
    const input = renderPicker({ onPick, clearOnPick: true, minQueryLength: 2 });
    fireEvent.change(input, { target: { value: 'b' } });
    expect(screen.getByText('Skriv minst 2 tecken')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'by' } });
    fireEvent.click(await screen.findByRole('option', { name: /Bygg AB/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
