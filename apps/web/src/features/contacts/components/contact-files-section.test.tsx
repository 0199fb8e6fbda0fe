// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContactFile } from '@syna/contracts/contacts';
import { initI18n } from '@/lib/i18n/i18n';

// The texts register their namespace when loaded, which needs i18next started first.
const i18n = initI18n();
const { contactKeys } = await import('@/features/contacts/api');
const { ContactFilesSection } = await import('./contact-files-section');

const contract: ContactFile = {
  id: '6f1c1f4e-0000-4000-8000-000000000001',
  filename: 'Serviceavtal Åre.pdf',
  size: 1536,
  contentType: 'application/pdf',
  created: '2026-11-23T09:05:00Z',
  createdBy: { id: '6f1c1f4e-0000-4000-8000-0000000000aa', name: 'Olivia Ek' },
  sha256: null,
};

function renderSection(files: ContactFile[], canWrite = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData([...contactKeys.detail('acme', 'c1'), 'files'], files);
  // The section takes its tenant from the URL (`/:tenant/...`), as under the app's tenant route.
  const router = createMemoryRouter(
    [{ path: '/:tenant', element: <ContactFilesSection contactId="c1" canWrite={canWrite} /> }],
    { initialEntries: ['/acme'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('sv');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactFilesSection', () => {
  it('lists each file with its size in 1024 steps, its date and who uploaded it', () => {
    renderSection([contract]);
    const row = screen.getByTestId('contact-file');
    expect(within(row).getByTestId('contact-file-download').textContent).toBe('Serviceavtal Åre.pdf');
    expect(row.textContent).toContain('1,5 KB');
    expect(row.textContent).toContain('Olivia Ek');
    expect(row.textContent).toContain('2026-11-23');
  });

  it('says so when there are no files, and offers no upload to a reader', () => {
    renderSection([], false);
    expect(screen.getByTestId('contact-files-empty').textContent).toContain('Inga filer ännu');
    expect(screen.queryByTestId('contact-file-upload')).toBeNull();
  });

  it('deletes a file only after the confirmation', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderSection([contract]);
    fireEvent.click(screen.getByTestId('contact-file-delete'));
    const dialog = await screen.findByTestId('delete-contact-file-dialog');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(screen.getByTestId('contact-files-empty')).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith(
      `/acme/v1/contact/c1/files/${contract.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
