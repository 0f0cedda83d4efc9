/** The answer's paragraphs: the server separates them with a blank line. */
export function paragraphs(message: string): string[] {
  return message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
