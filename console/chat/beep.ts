/**
 * A short two-note chime for a visitor who starts a chat or writes in a chat
 * under way (unless muted in this browser: sound-setting.ts), drawn by Web Audio
 * (no sound file to download). Browsers let a page play sound only after the
 * user has interacted with it: the audio context is created on the first
 * click or key press, and a chime asked for before that, or refused, is
 * simply not heard; the list and the title badge say it anyway.
 */
import { chimeMuted } from './sound-setting';

let context: AudioContext | null = null;

function unlock(): void {
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Listens for the first gesture of the page (once); returns what stops listening. */
export function unlockAudioOnGesture(): () => void {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return () => {};
  const onGesture = () => {
    unlock();
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', onGesture, true);
    window.removeEventListener('keydown', onGesture, true);
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
  return stop;
}

/** Plays the chime if the page may and the advisor has not muted it; fails silently otherwise. */
export function beep(): void {
  if (!context || context.state !== 'running' || chimeMuted()) return;
  try {
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A quick rise and fall: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.16);
    }
  } catch {
    // No sound this time: the badge and the list still say it.
  }
}
