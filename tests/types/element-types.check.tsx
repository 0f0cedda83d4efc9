/**
 * The elements' types as a React partner and the host site meet them
 * (widgets/element-types.ts, made from the descriptors). `npm run typecheck`
 * compiles this file: each `@ts-expect-error` fails the check if the line
 * below it stops being an error, so a type that grew too loose is caught too.
 */
import type { VoyDomEventMap } from '../../widgets';

export const accepted = (
  <>
    <voy-horoscope sign="lion" period="semaine" layout="compact" theme="dark" />
    <voy-advisor-list type="Tarologue" limit={3} />
    <voy-advisor-list specialty="carriere" pick="three-daily" variant="chat" />
    <voy-advisor-spotlight pick="monthly" no-heading="true" />
    <voy-horoscope-signs with-periods />
    <voy-advisor-profile slug="helene" />
    <voy-chat advisor="helene" />
    <voy-chat advisor-id="12" api-base="https://voyance.example" />
    <voy-lune />
    <voy-lune date="2025-10-07" theme="light" />
    <voy-theme-astral />
    <voy-theme-astral date="1977-07-14" heure="12:30" lieu="69123" occurrence="2" />
    <voy-compatibilite prenom1="Alex" date1="1990-04-12" date2="1988-11-03" heure2="02:30" lieu2="69123" occurrence2="2" />
    <voy-compatibilite />
  </>
);

export const refused = (
  <>
    {/* @ts-expect-error a period the element does not know */}
    <voy-horoscope sign="lion" period="weekly" />
    {/* @ts-expect-error sign is required */}
    <voy-horoscope period="semaine" />
    {/* @ts-expect-error a pick of the spotlight, not of the list */}
    <voy-advisor-list pick="daily" />
    {/* @ts-expect-error limit is a number */}
    <voy-advisor-list limit="trois" />
    {/* @ts-expect-error theme is light or dark */}
    <voy-oracle theme="blue" />
    {/* @ts-expect-error an attribute no element has */}
    <voy-contact-form sign="lion" />
    {/* @ts-expect-error the chat names its advisor, not a sign */}
    <voy-chat sign="lion" />
    {/* @ts-expect-error the Moon takes a day, not a sign */}
    <voy-lune sign="lion" />
    {/* @ts-expect-error a repeated hour has two occurrences only */}
    <voy-theme-astral date="2025-10-26" heure="02:30" occurrence="3" />
    {/* @ts-expect-error the compatibility's people are 1 and 2, as its address names them */}
    <voy-compatibilite date3="1990-04-12" />
    {/* @ts-expect-error a repeated hour has two occurrences only */}
    <voy-compatibilite date1="2025-10-26" heure1="02:30" occurrence1="3" />
  </>
);

/** Events arrive typed on an element and on the document: no cast. */
export function listen(): void {
  const horoscope: HTMLElement | null = document.querySelector('voy-horoscope');
  horoscope?.addEventListener('voy-navigate', (event) => event.detail.href.startsWith('/'));
  document.addEventListener('voy-advisor-select', (event) => event.detail.id.toFixed());
  document.addEventListener('voy-question-answered', (event: VoyDomEventMap['voy-question-answered']) => event.detail.refused);
  // @ts-expect-error the detail of voy-navigate has no id
  document.addEventListener('voy-navigate', (event) => event.detail.id);
}
