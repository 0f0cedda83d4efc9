import { Section } from './section';

/**
 * The Moon of the day on the horoscope pages (issue 41, point 3): the
 * `<voy-lune>` a partner embeds, drawn by the server with its data like
 * every widget of a page; each page's defineElements registers it. Its
 * answer holds until the Paris day ends or a lunation passes, as the server's
 * drawing of the page does (server/page-rendering.ts).
 */
export function MoonBlock() {
  return (
    <Section id="lune">
      <voy-lune theme="dark" />
    </Section>
  );
}
