// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { useSearchText } from './use-search-text';

const withText = (params: URLSearchParams, text: string) => {
  const next = new URLSearchParams(params);
  next.set('q', text);
  return next;
};

function SearchList() {
  const { text, setText } = useSearchText('', withText);
  return (
    <>
      <input aria-label="Sök" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/items/42">Uppdrag 42</Link>
    </>
  );
}

/**
 * The list and a row's page that is not there until `loaded` is called: its code loads, as the
 * app's lazy routes do, or (`waits: 'data'`) its code is there and it waits for its data,
 * suspending, while the router, which changes pages in a transition, goes on showing the list.
 */
function renderList(waits: 'code' | 'data' = 'code') {
  let loaded: () => void = () => {};
  let done = false;
  const rowPage = new Promise<void>((resolve) => (loaded = resolve)).then(() => {
    done = true;
  });
  function RowPageWithData() {
    if (!done) throw rowPage;
    return <h1>Uppdrag 42</h1>;
  }
  const row =
    waits === 'code'
      ? {
          path: '/items/:id',
          lazy: async () => {
            await rowPage;
            return { element: <h1>Uppdrag 42</h1> };
          },
        }
      : { path: '/items/:id', element: <RowPageWithData /> };
  // Under a basename, as the staff app's routes are (`/main/…`).
  const router = createMemoryRouter([{ path: '/items', element: <SearchList /> }, row], {
    initialEntries: ['/main/items'],
    basename: '/main',
  });
  render(<RouterProvider router={router} />);
  return { router, loaded: () => act(async () => loaded()) };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const typeSearch = () =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Sök' }), { target: { value: 'Ekgatan' } });

/** Types, clicks the row before the text is written, lets the text settle, then lets the row's page come. */
async function clickRowWhileTyping(waits: 'code' | 'data') {
  const { router, loaded } = renderList(waits);
  typeSearch();
  fireEvent.click(screen.getByRole('link', { name: 'Uppdrag 42' }));
  await wait(350);
  await loaded();
  return router;
}

/** The row's page is shown, and the router stayed there. */
async function expectRowPage(router: ReturnType<typeof createMemoryRouter>) {
  expect(router.state.location.pathname).toBe('/main/items/42');
  expect(await screen.findByRole('heading', { name: 'Uppdrag 42' })).toBeTruthy();
}

afterEach(cleanup);

describe('useSearchText', () => {
  it('writes the typed text to the URL once typing pauses', async () => {
    const { router } = renderList();
    typeSearch();
    expect(router.state.location.search).toBe('');
    await wait(350);
    expect(router.state.location.search).toBe('?q=Ekgatan');
  });

  it('opens a row clicked before the typed text was written, without going back to the list', async () => {
    // The search settles while the row's page still loads.
    await expectRowPage(await clickRowWhileTyping('code'));
  });

  it('opens a row whose way the router began just as the typed text settled, before the list rendered it', async () => {
    const { router, loaded } = renderList();
    typeSearch();
    await wait(250);
    // The row is opened in the instant the text settles: the router starts on its way at once,
    // while the list renders the router's change in a transition, behind the settled text.
    await act(async () => {
      void router.navigate('/items/42');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await loaded();
    await expectRowPage(router);
  });

  it('opens a row clicked before the typed text was written whose page waits for its data', async () => {
    // The search settles while the list still shows, the router already on the row's page.
    await expectRowPage(await clickRowWhileTyping('data'));
  });
});
