/** The manifest's descriptions write code the Markdown way (`light`): shown as <code>, never as backticks. */
export function withInlineCode(text: string): Node[] {
  return text.split('`').map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}
