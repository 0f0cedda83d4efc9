import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_ADVISORS } from '../../server/catalogue/seed-advisors';
import { hasSpecialty } from '../../contract/domain';
import { ADVISOR_TYPES as TYPES, SPECIALTIES } from '../../contract/schemas';
import { slugify } from '../../contract/domain/slug';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../server/public');

/** The spec's rule: present only when non-blank and not 'null', 'undefined' or '<string>'. */
function isUsable(value: string | null | undefined): boolean {
  if (value == null) return false;
  const text = value.trim();
  return text !== '' && !['null', 'undefined', '<string>'].includes(text.toLowerCase());
}

const contacts = SEED_ADVISORS.flatMap((a) => [a.messenger, a.whatsapp, a.phone]);
const online = (list: readonly (typeof SEED_ADVISORS)[number][]) => list.filter((advisor) => advisor.status === 'available');
const withSpecialty = (specialty: string) => SEED_ADVISORS.filter((a) => hasSpecialty(a, specialty));
const hasChips = (description: string | null | undefined) =>
  (description ?? '').split('\n').some((line) => line.startsWith('◆ '));

describe('SEED_ADVISORS', () => {
  it('holds at least 32 advisors', () => {
    expect(SEED_ADVISORS.length).toBeGreaterThanOrEqual(32);
  });

  it('uses only the four types, with at least 8 advisors (2 online) each', () => {
    for (const advisor of SEED_ADVISORS) expect(TYPES).toContain(advisor.type);
    for (const type of TYPES) {
      const ofType = SEED_ADVISORS.filter((a) => a.type === type);
      expect(ofType.length, type).toBeGreaterThanOrEqual(8);
      expect(online(ofType).length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each specialty to at least 6 advisors, at least 2 of them online', () => {
    for (const specialty of SPECIALTIES) {
      expect(withSpecialty(specialty).length, specialty).toBeGreaterThanOrEqual(6);
      expect(online(withSpecialty(specialty)).length, specialty).toBeGreaterThanOrEqual(2);
    }
  });

  it('only names known specialties, and leaves one or two without any', () => {
    const nulls = SEED_ADVISORS.filter((a) => a.specialty == null);
    expect(nulls.length).toBeGreaterThanOrEqual(1);
    expect(nulls.length).toBeLessThanOrEqual(2);
    for (const advisor of SEED_ADVISORS) {
      if (advisor.specialty == null) continue;
      for (const part of advisor.specialty.split(', ')) expect(SPECIALTIES).toContain(part);
    }
  });

  it('has between 55 % and 75 % of advisors available, each available or offline (none busy: nobody is in a chat yet)', () => {
    for (const advisor of SEED_ADVISORS) expect(['available', 'offline']).toContain(advisor.status);
    const share = online(SEED_ADVISORS).length / SEED_ADVISORS.length;
    expect(share).toBeGreaterThanOrEqual(0.55);
    expect(share).toBeLessThanOrEqual(0.75);
  });

  it('has unique first names and unique slugs', () => {
    const names = SEED_ADVISORS.map((a) => a.firstName);
    const slugs = names.map(slugify);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has an integer review count in [30, 260] for everyone', () => {
    for (const advisor of SEED_ADVISORS) {
      expect(Number.isInteger(advisor.reviewsCount), advisor.firstName).toBe(true);
      expect(advisor.reviewsCount).toBeGreaterThanOrEqual(30);
      expect(advisor.reviewsCount).toBeLessThanOrEqual(260);
    }
  });

  it('writes ratings as text with a dot, between 4.6 and 5.0, or null', () => {
    for (const advisor of SEED_ADVISORS) {
      if (advisor.rating == null) continue;
      expect(advisor.rating).toMatch(/^\d\.\d$/);
      expect(Number(advisor.rating)).toBeGreaterThanOrEqual(4.6);
      expect(Number(advisor.rating)).toBeLessThanOrEqual(5);
    }
    expect(SEED_ADVISORS.some((a) => a.rating == null)).toBe(true);
  });

  it('exercises every contact-value rule', () => {
    expect(contacts).toContain('');
    expect(contacts).toContain(null);
    expect(contacts).toContain('null');
    expect(contacts).toContain('NULL');
    expect(contacts).toContain('undefined');
    expect(contacts).toContain('<string>');
    expect(contacts.some((v) => v != null && v !== '' && v.trim() === '')).toBe(true);
    expect(contacts.some((v) => v != null && v.trim() !== v && isUsable(v))).toBe(true);
    expect(SEED_ADVISORS.some((a) => a.messenger?.startsWith('https://m.me/'))).toBe(true);
    expect(SEED_ADVISORS.some((a) => a.whatsapp?.startsWith('https://wa.me/'))).toBe(true);
  });

  it('keeps at least two thirds of advisors reachable on all three channels', () => {
    const full = SEED_ADVISORS.filter((a) => isUsable(a.messenger) && isUsable(a.whatsapp) && isUsable(a.phone));
    expect(full.length * 3).toBeGreaterThanOrEqual(SEED_ADVISORS.length * 2);
  });

  it('uses only fictitious phone numbers (+33 6 39 98 / 01 99 00 ranges)', () => {
    for (const value of [...SEED_ADVISORS.map((a) => a.whatsapp), ...SEED_ADVISORS.map((a) => a.phone)]) {
      if (!isUsable(value)) continue;
      const digits = (value ?? '').replace(/\D/g, '').replace(/^0/, '33');
      expect(digits, value ?? '').toMatch(/^33(?:63998\d{4}|19900\d{4})$/);
    }
  });

  it('puts a one-line summary first, tag chips in most descriptions and none in a few', () => {
    for (const advisor of SEED_ADVISORS) {
      const lines = (advisor.description ?? '').split('\n');
      expect(lines.length, advisor.firstName).toBeGreaterThanOrEqual(2);
      expect(lines[0]?.startsWith('◆'), advisor.firstName).toBe(false);
      expect(advisor.description, advisor.firstName).not.toMatch(/['\r]/);
    }
    const withChips = SEED_ADVISORS.filter((a) => hasChips(a.description)).length;
    const withoutChips = SEED_ADVISORS.length - withChips;
    expect(withoutChips).toBeGreaterThanOrEqual(3);
    expect(withChips).toBeGreaterThan(SEED_ADVISORS.length / 2);
  });

  it('has a portrait on disk for every non-null photo, and at most two null photos', () => {
    const missing = SEED_ADVISORS.filter((a) => a.photo == null);
    expect(missing.length).toBeLessThanOrEqual(2);
    for (const advisor of SEED_ADVISORS) {
      if (advisor.photo == null) continue;
      expect(advisor.photo).toBe(`images/voyants/${slugify(advisor.firstName)}.svg`);
      expect(existsSync(join(PUBLIC_DIR, advisor.photo)), advisor.photo).toBe(true);
    }
    expect(existsSync(join(PUBLIC_DIR, 'images/voyants/placeholder.svg'))).toBe(true);
  });

  it('has a video file on disk for every advisor with a video', () => {
    const withVideo = SEED_ADVISORS.filter((a) => a.video != null);
    expect(withVideo.length).toBeGreaterThanOrEqual(1);
    expect(withVideo.length).toBeLessThanOrEqual(2);
    for (const advisor of withVideo) {
      expect(advisor.video).toMatch(new RegExp(`^videos/voyants/${slugify(advisor.firstName)}\\.(webm|mp4)$`));
      expect(existsSync(join(PUBLIC_DIR, advisor.video ?? '')), advisor.video ?? '').toBe(true);
    }
  });
});
