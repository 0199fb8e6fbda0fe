// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { eventBus, type ErrorEvent } from '@/lib/event-bus';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { apiRequest } from '@/lib/http/http-client';
import { initI18n } from '@/lib/i18n/i18n';
import { FormDialog } from './form-dialog';

const placeSchema = z.object({ name: z.string().trim().min(1), city: z.string().trim() });
type Place = z.infer<typeof placeSchema>;
const resolver = schemaResolver<Place, Place>(placeSchema);

/** A dialog as the features write one: a contract schema, a save through the API client. */
function PlaceDialog({ onClose }: { onClose(): void }) {
  const form = useForm<Place, unknown, Place>({ resolver, defaultValues: { name: '', city: '' } });
  const submit = serverSubmit(
    form,
    async (body) => {
      await apiRequest('/acme/v1/places', { method: 'POST', body, notify: false });
      onClose();
    },
    { fields: ['name', 'city'], conflict: 'name' },
  );
  return (
    <FormDialog
      title="Ny plats"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="place-dialog"
      saveTestId="save-place"
    >
      <FormTextField control={form.control} name="name" label="Namn" />
      <FormTextField control={form.control} name="city" label="Ort" />
    </FormDialog>
  );
}

const problem = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ type: 'about:blank', status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

function renderDialog(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  render(<PlaceDialog onClose={onClose} />);
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByTestId('save-place'));
  return { fetchMock, onClose, fill, save };
}

beforeAll(async () => {
  await initI18n().changeLanguage('sv');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FormDialog with serverSubmit', () => {
  it('saves the validated body and closes', async () => {
    const { fetchMock, onClose, fill, save } = renderDialog(async () => Response.json({ id: 'p1' }));
    expect(screen.getByRole('dialog', { name: 'Ny plats' })).toBeTruthy();
    fill('Namn', '  Förråd ');
    fill('Ort', 'Umeå');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Förråd', city: 'Umeå' });
  });

  it('sends nothing while the form is invalid', async () => {
    const { fetchMock, save } = renderDialog(async () => Response.json({}));
    save();
    await waitFor(() => expect(screen.getByLabelText('Namn').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the fields; one about a field it lacks on the first", async () => {
    const { onClose, fill, save } = renderDialog(async () =>
      problem(400, {
        title: 'Ogiltig begäran',
        errors: { 'body.city': ['Okänd ort'], 'body.region': ['Okänt län'] },
      }),
    );
    fill('Namn', 'Förråd');
    save();
    await screen.findByText('Okänd ort');
    expect(screen.getByText('Okänt län')).toBeTruthy();
    expect(screen.getByLabelText('Namn').getAttribute('aria-invalid')).toBe('true');
    // The messages are set inside the submit handler, so they show before react-hook-form ends
    // the submit: the button reads "Spara" again only once that has happened.
    await waitFor(() => expect(screen.getByTestId('save-place').textContent).toBe('Spara'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a conflict on its field and any other refusal as an error message', async () => {
    const errors: ErrorEvent[] = [];
    const stop = eventBus.on('error', (error) => errors.push(error));
    const answers = [
      problem(409, { title: 'Konflikt', detail: 'Namnet finns redan' }),
      problem(500, { title: 'Serverfel', detail: 'Försök igen senare' }),
    ];
    const { onClose, fill, save } = renderDialog(async () => answers.shift()!);
    fill('Namn', 'Förråd');
    save();
    await screen.findByText('Namnet finns redan');
    expect(errors).toEqual([]);

    // Saving is possible again once the first answer is handled (the button is disabled meanwhile).
    await waitFor(() => expect(screen.getByTestId('save-place').hasAttribute('disabled')).toBe(false));
    save();
    await waitFor(() => expect(errors).toEqual([{ message: 'Serverfel', detail: 'Försök igen senare' }]));
    expect(onClose).not.toHaveBeenCalled();
    stop();
  });

  it('closes on Cancel without saving', () => {
    const { fetchMock, onClose } = renderDialog(async () => Response.json({}));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
