// @vitest-environment jsdom
import { startTransition, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { defineFeatureTranslation } from './feature-translation';
import { initI18n } from './i18n';
import { textsLoaded } from './pending-texts';

const sv = { greeting: 'Hej {{name}}', nested: { count: '{{count}} uppdrag' } };
const en = { greeting: 'Hello {{name}}', nested: { count: '{{count}} assignments' } };

/** A feature's `() => import('./texts.en')`: English when `arrive` is called, counting the loads. */
function englishModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const module = {
    loads: 0,
    arrive,
    load: async () => {
      module.loads += 1;
      await arrived;
      return { en };
    },
  };
  return module;
}

afterEach(async () => {
  cleanup();
  await initI18n().changeLanguage('sv');
});

describe('defineFeatureTranslation', () => {
  it('gives a Swedish user the Swedish texts and never loads the English', async () => {
    await initI18n().changeLanguage('sv');
    const english = englishModule();
    const useDemoTexts = defineFeatureTranslation('demoSwedish', { sv, en: english.load });
    function Greeting() {
      const { t, language } = useDemoTexts();
      return <p>{`${language}: ${t('nested.count', { count: 3 })}`}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('sv: 3 uppdrag')).toBeDefined();
    expect(english.loads).toBe(0);
  });

  it('loads the English at once for an English user, and textsLoaded waits for it', async () => {
    await initI18n().changeLanguage('en');
    const english = englishModule();
    defineFeatureTranslation('demoEnglish', { sv, en: english.load });
    expect(english.loads).toBe(1);
    const loaded = textsLoaded();
    english.arrive();
    await loaded;
    expect(i18next.t('nested.count', { ns: 'demoEnglish', count: 3 } as never)).toBe('3 assignments');
    expect(english.loads).toBe(1);
  });

  it('shows neither Swedish nor keys while the English loads, but the Suspense fallback', async () => {
    await initI18n().changeLanguage('en');
    const english = englishModule();
    const useDemoTexts = defineFeatureTranslation('demoWaiting', { sv, en: english.load });
    function Greeting() {
      const { t, language } = useDemoTexts();
      return <p>{`${language}: ${t('greeting', { name: 'Ulla' })}`}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeDefined();
    await act(async () => {
      english.arrive();
      await textsLoaded();
    });
    expect(screen.getByText('en: Hello Ulla')).toBeDefined();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows the first load its texts at once, and a page the later Swedish once it is in', async () => {
    await initI18n().changeLanguage('sv');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let laterLoads = 0;
    const useDemoTexts = defineFeatureTranslation('demoLater', {
      sv: { greeting: 'Hej {{name}}' },
      later: async () => {
        laterLoads += 1;
        await arrived;
        return { sv: { nested: { count: '{{count}} uppdrag' } } };
      },
      en: async () => ({ en: { ...en } }),
    });
    function Dashboard() {
      const { t } = useDemoTexts.firstLoad();
      return <p>{t('greeting', { name: 'Ulla' })}</p>;
    }
    function Page() {
      const { t } = useDemoTexts();
      return <p>{t('nested.count', { count: 3 })}</p>;
    }
    render(<Dashboard />);
    expect(screen.getByText('Hej Ulla')).toBeDefined();
    expect(laterLoads).toBe(0);
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeDefined();
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(await screen.findByText('3 uppdrag')).toBeDefined();
    expect(laterLoads).toBe(1);
  });

  it('renders a page whose later texts arrive while it renders without an error React must recover from', async () => {
    await initI18n().changeLanguage('sv');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const useDemoTexts = defineFeatureTranslation('demoReplay', {
      sv: { greeting: 'Hej {{name}}' },
      later: async () => {
        await arrived;
        return { sv: { nested: { count: '{{count}} uppdrag' } } };
      },
      en: async () => ({ en: { ...en } }),
    });
    // A page with hooks after its texts, as most have: React replays its render once the texts are
    // in, and the replay must call what the first attempt called.
    function Page() {
      const { t } = useDemoTexts();
      const text = useMemo(() => t('nested.count', { count: 3 }), [t]);
      return <p>{text}</p>;
    }
    // React in development says so where its production build breaks the page's hooks (error 467).
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered: unknown[] = [];
    const container = document.createElement('div');
    // Outside act, so that React renders concurrently and waits for the texts as a browser's would.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    // A page shown, then another opened in a transition, as the router navigates: React keeps the
    // first on the screen and waits for the texts rather than show the fallback.
    const shown = (page: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{page}</Suspense>;
    try {
      root.render(shown(<p>dashboard</p>));
      await waitFor(() => expect(container.textContent).toBe('dashboard'));
      startTransition(() => root.render(shown(<Page />)));
      setTimeout(arrive, 20);
      await waitFor(() => expect(container.textContent).toBe('3 uppdrag'));
      expect(recovered).toEqual([]);
      expect(complaints.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      complaints.mockRestore();
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
