/** The 'Copier le code' button: the snippet to the clipboard, and a French word on how it went. */
const CONFIRMATION_MS = 3000;
const COPIED = 'Copié\u202f!';
const REFUSED = 'Copie impossible\u202f: le navigateur refuse l’accès au presse-papiers. Le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).';

export function wireCopyButton(button: HTMLElement, code: HTMLElement, status: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    clearTimeout(timer);
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      status.textContent = COPIED;
      status.dataset.state = 'ok';
      timer = setTimeout(() => (status.textContent = ''), CONFIRMATION_MS);
    } catch {
      // Refused permission, or no clipboard API at all (a page served over plain http): the visitor copies by hand.
      status.textContent = REFUSED;
      status.dataset.state = 'error';
      getSelection()?.selectAllChildren(code);
    }
  });
}
