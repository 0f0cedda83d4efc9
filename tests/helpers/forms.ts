/**
 * Helpers for the form widgets' tests: typing like a person (React and Preact
 * both see it), submitting, and holding requests so a loading state can be seen.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets a field's value and fires a bubbling 'input' event. The value goes
 * through the prototype's setter: React tracks values set on the element
 * itself and would take a plain `.value =` for no change.
 */
export function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A primary click on a button, as a person makes it. */
export function click(element: HTMLElement): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
}

export interface HeldFetches {
  /** Each request's URL and parsed JSON body. */
  requests: { url: string; body: unknown }[];
  /** Lets every held request (and any later one) go through. */
  release(): void;
  restore(): void;
}

/** Records every fetch and holds it until release(): the real request is made afterwards. */
export function holdFetches(): HeldFetches {
  const original = globalThis.fetch;
  const requests: HeldFetches['requests'] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    await gate;
    return original(input, init);
  }) as typeof fetch;
  return { requests, release: () => open(), restore: () => (globalThis.fetch = original) };
}
