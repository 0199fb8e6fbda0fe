import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import { baseUrl, callApi, DEMO, fakeMicrophoneArgs } from '../support/browser.ts';
import { customerWithAssignment } from '../support/customer-assignment.ts';
import { FAKE_TRANSCRIPT } from '../support/dictation-audio.ts';
import { useSignedIn } from '../support/signed-in.ts';

// Chromium's microphone speaks espeak-ng's Swedish WAV (made in the global setup); the server
// transcribes through the fake OpenAI-compatible engine its SPEECH_URL points at.
const { tenant, signedIn } = useSignedIn(() => fakeMicrophoneArgs(inject('dictationWav')));

describe('dictating a remark on a phone', () => {
  it('records, inserts the transcript at the cursor, takes a suggested saved remark and plays the recording on the card', async () => {
    const stamp = Date.now();
    const { page, context, errors, token } = await signedIn(DEMO.user);
    await context.grantPermissions(['microphone'], { origin: baseUrl() });
    await page.setViewportSize({ width: 360, height: 780 });

    // The firm's saved wording of the finding, and an assignment with an object to remark on.
    const savedText = `Fuktfläck på källarväggen vid gaveln; mät fuktkvoten (${stamp}).`;
    await callApi(token, 'POST', endpointUrl(commonRemarkEndpoints.create, { params: { tenant } }), {
      title: 'Fuktfläck i källare',
      text: savedText,
      category: 'Fukt',
    });
    const { assignment } = await customerWithAssignment(token, {
      firstName: 'Dora',
      lastName: `Diktat${stamp}`,
      email: `diktat.${stamp}@example.se`,
    });
    await callApi(
      token,
      'POST',
      endpointUrl(objectEndpoints.create, { params: { tenant, id: assignment.id } }),
      {
        name: 'Källare',
      },
    );

    await page.goto(`${baseUrl()}/main/${tenant}/inspections/${assignment.id}`);
    await page.getByTestId('inspection-tab-objects').click();
    await page.getByTestId('object-card').filter({ hasText: 'Källare' }).getByTestId('add-remark').click();
    const dialog = page.getByTestId('remark-form-dialog');
    const text = dialog.getByTestId('remark-text');
    await text.fill('Norra gaveln: ');

    // Alt+M, as the button's tooltip says, starts with the cursor at the end of the typed words.
    const record = dialog.getByTestId('dictate');
    expect(await record.getAttribute('aria-keyshortcuts')).toBe('Alt+M');
    const box = (await record.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    await text.press('Alt+m');
    const recording = dialog.getByTestId('dictation-recording');
    await recording.waitFor();
    await expect.poll(() => dialog.getByTestId('dictation-remaining').textContent()).toMatch(/^1:5\d kvar$/);
    await expect
      .poll(() => dialog.getByTestId('dictation-elapsed').textContent(), { timeout: 15_000 })
      .toMatch(/^0:0[3-9]$/);
    await dialog.getByTestId('dictation-stop').click();
    await recording.waitFor({ state: 'detached' });

    // The transcript arrives and stands where the cursor was; the saved wording is offered.
    await expect.poll(() => text.inputValue(), { timeout: 30_000 }).toBe(`Norra gaveln: ${FAKE_TRANSCRIPT}`);
    const recordingItem = dialog.getByTestId('dictated-recording');
    await expect.poll(() => recordingItem.getAttribute('data-state')).toBe('done');
    const suggestion = dialog.getByTestId('remark-suggestion').filter({ hasText: String(stamp) });
    await suggestion.click();
    await expect.poll(() => text.inputValue()).toBe(`Norra gaveln: ${savedText}`);
    await expect.poll(() => dialog.getByTestId('remark-title').inputValue()).toBe('Fuktfläck i källare');
    await dialog.getByTestId('remark-suggestions').waitFor({ state: 'detached' });

    await page.getByTestId('save-remark').click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('remark-card').filter({ hasText: String(stamp) });
    const player = card.getByTestId('remark-recordings').getByTestId('recording-audio');
    await player.waitFor();
    // The player's address serves the audio to the signed-in browser, as photos are served.
    const served = await player.evaluate(async (audio: HTMLAudioElement) => {
      const response = await fetch(audio.src);
      return { status: response.status, type: response.headers.get('content-type') ?? '' };
    });
    expect(served.status).toBe(200);
    expect(served.type).toMatch(/^audio\//);
    expect(errors).toEqual([]);
  });
});
