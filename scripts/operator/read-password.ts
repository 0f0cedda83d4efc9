/**
 * A password from standard input, never from the command line (where `ps` and
 * the shell's history would keep it): typed on a terminal without echo, or one
 * line from a pipe (`printf '%s\n' "$MOT_DE_PASSE" | npm run operator -- …`).
 */
import { createInterface } from 'node:readline';
import { OperatorError } from '../backup/cli';

const NNBSP = '\u202f';
const INTERRUPTED_MESSAGE = `Interrompu${NNBSP}: aucun compte n’a été modifié.`;
const MISMATCH_MESSAGE = `Les deux saisies du mot de passe sont différentes${NNBSP}: aucun compte n’a été modifié.`;

/** The first line of a piped standard input, without its line ending; '' when it is empty. */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/**
 * Reads lines typed on the terminal with nothing echoed. Raw mode is on
 * before any prompt is shown and stays on until the last line is read, so
 * that nothing typed ahead is ever echoed; Ctrl-C gives up.
 */
async function withHiddenInput<T>(read: (line: (prompt: string) => Promise<string>) => Promise<T>): Promise<T> {
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  let pending = '';
  const line = (prompt: string) =>
    new Promise<string>((resolve, reject) => {
      process.stderr.write(prompt);
      let typed = '';
      const onData = (chunk: string) => {
        // An arrow or function key: an escape sequence, not part of a password.
        if (chunk.startsWith('\u001b')) return;
        const chars = [...chunk];
        for (let i = 0; i < chars.length; i++) {
          const char = chars[i]!;
          if (char === '\r' || char === '\n' || char === '\u0004') {
            // Typed ahead of the next prompt: kept for it (a pasted CR LF ends one line, not two).
            pending = chars.slice(char === '\r' && chars[i + 1] === '\n' ? i + 2 : i + 1).join('');
            return settle(() => resolve(typed));
          }
          if (char === '\u0003') return settle(() => reject(new OperatorError(INTERRUPTED_MESSAGE)));
          if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
          else if (char >= ' ') typed += char;
        }
      };
      const settle = (done: () => void) => {
        stdin.off('data', onData);
        stdin.pause();
        process.stderr.write('\n');
        done();
      };
      stdin.on('data', onData);
      stdin.resume();
      if (pending) {
        const ahead = pending;
        pending = '';
        onData(ahead);
      }
    });
  try {
    return await read(line);
  } finally {
    stdin.setRawMode(false);
  }
}

/** The new password: asked twice on a terminal (nothing shows to catch a typo), read once from a pipe. */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const [password, again] = await withHiddenInput(async (line) => [
    await line(`Mot de passe (au moins 12 caractères, rien ne s’affiche)${NNBSP}: `),
    await line(`Confirmez le mot de passe${NNBSP}: `),
  ]);
  if (again !== password) throw new OperatorError(MISMATCH_MESSAGE);
  return password;
}
