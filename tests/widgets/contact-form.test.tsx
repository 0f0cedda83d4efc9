import { eq } from 'drizzle-orm';
import { createRoot } from 'react-dom/client';
import { getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import { contactMessages } from '../../server/db/schema';
import { ContactForm, defineContactForm, TOAST_DURATION_MS } from '../../widgets/contact-form';
import { click, holdFetches, typeInto } from '../helpers/forms';
import { mount, recordFetches, shadowOf, startApiServer, startFailingServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

const NAME_ERROR = 'Le nom doit contenir au moins 2 caractères';
const EMAIL_ERROR = 'E-mail invalide';
const MESSAGE_ERROR = 'Le message doit contenir au moins 10 caractères';
const UNAVAILABLE = 'Service momentanément indisponible, votre message n’a pas été enregistré. Veuillez réessayer.';
const TOO_MANY = 'Trop de requêtes : veuillez patienter une minute avant de réessayer.';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
  // The server runs in this process, and sends no e-mail here: its mail worker's poll
  // timer would be among the timers the toast's test fakes and counts.
  await api.app.mail.stop();
  defineContactForm();
});
afterAll(async () => api.close());

/** Mounts the element and waits for its form (React renders asynchronously). */
async function widget(apiBase = api.url) {
  const element = mount(`<voy-contact-form api-base="${apiBase}"></voy-contact-form>`);
  const root = shadowOf(element);
  await waitForText(root, 'Téléphone (facultatif)');
  const field = (label: string) => getByShadowLabelText<HTMLInputElement | HTMLTextAreaElement>(element, label);
  return {
    element,
    root,
    name: () => field('Nom'),
    email: () => field('E-mail'),
    phone: () => field('Téléphone (facultatif)'),
    message: () => field('Message'),
    send: () => getByShadowRole<HTMLButtonElement>(element, 'button', { name: 'Envoyer' }),
    alert: () => root.querySelector('[role="alert"]'),
    toast: () => root.querySelector('[part="toast"]'),
  };
}
type Widget = Awaited<ReturnType<typeof widget>>;

/** The error shown for a field: the element its aria-describedby names. */
function errorOf(w: Widget, field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (w.root.getElementById(id)?.textContent ?? null) : null;
}

const filled = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  message: 'Bonjour, je voudrais prendre rendez-vous avec une voyante.',
};

async function fill(w: Widget, values: Partial<typeof filled>) {
  for (const [key, value] of Object.entries(values)) typeInto(w[key as keyof typeof filled](), value);
  await vi.waitFor(() => {
    for (const [key, value] of Object.entries(values)) expect(w[key as keyof typeof filled]().value).toBe(value);
  });
}

describe('<voy-contact-form>', () => {
  it('validates on submit only, with the exact messages linked to their fields, and focuses the first error', async () => {
    const fetches = recordFetches();
    try {
      const w = await widget();
      await fill(w, { name: 'A', email: 'pas-un-email' });
      // No error while typing before the first submit.
      expect(w.name().getAttribute('aria-invalid')).toBeNull();
      expect(textOf(w.root)).not.toContain(NAME_ERROR);

      click(w.send());
      await vi.waitFor(() => expect(errorOf(w, w.name())).toBe(NAME_ERROR));
      expect(w.name().getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(w, w.email())).toBe(EMAIL_ERROR);
      expect(w.email().getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(w, w.message())).toBe(MESSAGE_ERROR);
      expect(errorOf(w, w.phone())).toBeNull();
      expect(w.phone().getAttribute('aria-invalid')).toBeNull();
      await vi.waitFor(() => expect(w.root.activeElement).toBe(w.name()));
      expect(fetches.urls).toEqual([]);
    } finally {
      fetches.restore();
    }
  });

  it('moves focus to the first field in error in the order of the form', async () => {
    const w = await widget();
    await fill(w, { name: 'Camille', email: 'camille@', message: 'Trop court' });
    click(w.send());
    await vi.waitFor(() => expect(w.root.activeElement).toBe(w.email()));
    expect(errorOf(w, w.name())).toBeNull();
    expect(errorOf(w, w.email())).toBe(EMAIL_ERROR);
    // 'Trop court' has 10 characters: valid.
    expect(errorOf(w, w.message())).toBeNull();

    // A second failed submit brings focus back to the first error.
    w.message().focus();
    expect(w.root.activeElement).toBe(w.message());
    click(w.send());
    await vi.waitFor(() => expect(w.root.activeElement).toBe(w.email()));
  });

  it('revalidates on every change after the first submit', async () => {
    const w = await widget();
    click(w.send());
    await vi.waitFor(() => expect(errorOf(w, w.email())).toBe(EMAIL_ERROR));
    typeInto(w.name(), 'Jo');
    await vi.waitFor(() => expect(errorOf(w, w.name())).toBeNull());
    expect(w.name().getAttribute('aria-invalid')).toBeNull();
    typeInto(w.email(), 'jo@');
    await vi.waitFor(() => expect(w.email().value).toBe('jo@'));
    expect(errorOf(w, w.email())).toBe(EMAIL_ERROR);
    typeInto(w.email(), 'jo@example.fr');
    await vi.waitFor(() => expect(errorOf(w, w.email())).toBeNull());
    typeInto(w.name(), 'J');
    await vi.waitFor(() => expect(errorOf(w, w.name())).toBe(NAME_ERROR));
    expect(errorOf(w, w.message())).toBe(MESSAGE_ERROR);
  });

  it('sends, shows the submitting state, then the toast, clears the form and stores the message', async () => {
    const held = holdFetches();
    const w = await widget();
    try {
      await fill(w, filled);
      click(w.send());
      click(w.send());
      await vi.waitFor(() => expect(w.send().disabled).toBe(true));
      expect(w.root.querySelector('[part="spinner"]')).not.toBeNull();
      expect(held.requests).toEqual([{ url: `${api.url}/api/contact`, body: { ...filled, website: '' } }]);
      held.release();
    } finally {
      held.restore();
    }
    // The toast, announced: the status region says it.
    await vi.waitFor(() => expect(textOf(getByShadowRole(w.element, 'status'))).toBe('Message envoyé Nous vous répondrons dans les plus brefs délais.'));
    for (const field of [w.name(), w.email(), w.phone(), w.message()]) {
      expect(field.value).toBe('');
      expect(field.getAttribute('aria-invalid')).toBeNull();
    }
    expect(w.send().disabled).toBe(false);
    expect(w.alert()).toBeNull();

    const rows = await api.app.database.db.select().from(contactMessages).where(eq(contactMessages.email, filled.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(filled);

    getByShadowRole(w.element, 'button', { name: 'Fermer' }).click();
    await vi.waitFor(() => expect(w.toast()).toBeNull());
  });

  it(`closes the toast by itself after ${TOAST_DURATION_MS} ms`, async () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const w = await widget();
    await fill(w, { name: 'Lou', email: 'lou@example.fr', message: 'Un message assez long.' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      click(w.send());
      await vi.waitFor(() => expect(w.toast()).not.toBeNull());
      // The toast's timer starts in an effect that runs after it is drawn, later on a busy machine:
      // the clock moves once that timer (the only one since the clock was faked) is pending.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
      await new Promise((resolve) => queueMicrotask(() => resolve(null)));
      expect(w.toast()).not.toBeNull();
      vi.advanceTimersByTime(600);
      await vi.waitFor(() => expect(w.toast()).toBeNull());
    } finally {
      vi.useRealTimers();
    }
    // The message was phone-less: stored without one.
    const [row] = await api.app.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'lou@example.fr'));
    expect(row?.phone).toBeNull();
  });

  it("keeps the typed text and shows the server’s message when storage fails (503)", async () => {
    const broken = await startApiServer();
    await broken.app.database.close();
    try {
      const w = await widget(broken.url);
      await fill(w, filled);
      click(w.send());
      await vi.waitFor(() => expect(w.alert()?.textContent).toBe(UNAVAILABLE));
      expect(w.toast()).toBeNull();
      expect(w.name().value).toBe(filled.name);
      expect(w.message().value).toBe(filled.message);
      expect(w.send().disabled).toBe(false);
    } finally {
      await broken.close().catch(() => {});
    }
  });

  it("shows the rate-limit message, and 'Une erreur est survenue' when the server cannot be read", async () => {
    const limited = await startApiServer({ config: { RATE_LIMIT_PER_MINUTE: 1 } });
    try {
      const w = await widget(limited.url);
      await fill(w, filled);
      click(w.send());
      await vi.waitFor(() => expect(w.toast()).not.toBeNull());
      await fill(w, filled);
      click(w.send());
      await vi.waitFor(() => expect(w.alert()?.textContent).toBe(TOO_MANY));
      expect(w.email().value).toBe(filled.email);
    } finally {
      await limited.close();
    }

    const failing = await startFailingServer({ delayMs: 20 });
    try {
      const w = await widget(failing.url);
      await fill(w, filled);
      click(w.send());
      await vi.waitFor(() => expect(w.alert()?.textContent).toBe('Une erreur est survenue'));
      expect(w.message().value).toBe(filled.message);
    } finally {
      await failing.close();
    }
  });

  it('registers only once', () => {
    const before = customElements.get('voy-contact-form');
    defineContactForm();
    expect(customElements.get('voy-contact-form')).toBe(before);
  });
});

describe('ContactForm as a React component', () => {
  it('validates in the page', async () => {
    const container = mount('<div></div>');
    const root = createRoot(container);
    root.render(<ContactForm apiBase={api.url} />);
    await waitForText(container, 'Téléphone (facultatif)');
    click(getByShadowRole(container, 'button', { name: 'Envoyer' }));
    await waitForText(container, NAME_ERROR);
    // The focus moves in an effect, which Preact runs after the paint that showed the error.
    await vi.waitFor(() => expect(document.activeElement).toBe(getByShadowLabelText(container, 'Nom')));
    root.unmount();
  });
});
