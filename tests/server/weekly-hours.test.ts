/**
 * An advisor's weekly hours in the console (issue 38 point 6), on the real
 * app and its real database: an advisor sets their own, an admin anyone's, an
 * advisor account is refused another's; invalid ranges are refused in French
 * naming the day and the range, and change nothing; every change is audited
 * by the field's name, never its value; the public JSON shows the hours at
 * once (null: the default, Monday to Friday 9 h 00 to 18 h 00).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { advisors, auditLog } from '../../server/db/schema';
import { Advisor, AdvisorList } from '../../contract/schemas';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let admin: SignedIn;
let ownId: number;
let otherId: number;
let advisor: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.database.db.select({ id: advisors.id }).from(advisors).orderBy(advisors.id).limit(2);
  [ownId, otherId] = rows.map((row) => row.id) as [number, number];
  admin = await signedIn(app, 'admin');
  advisor = await signedIn(app, 'advisor', ownId);
});
afterAll(async () => app?.close());

const range = (from: string, to: string) => ({ from, to });
/** Monday first; the days not given have no hours. */
const week = (days: Partial<Record<number, { from: string; to: string }[]>>) => Array.from({ length: 7 }, (_, day) => days[day] ?? []);

const hoursUrl = (id: number) => `/api/console/advisors/${id}/hours`;
const put = (id: number, weekly_hours: unknown, who: SignedIn) => app.inject({ method: 'PUT', url: hoursUrl(id), headers: who.headers, payload: { weekly_hours } as object });
const publicAdvisor = async (id: number) => z.parse(Advisor, (await app.inject(`/api/users/${id}`)).json());
const rowOf = async (id: number) => (await app.database.db.select().from(advisors).where(eq(advisors.id, id)))[0]!;
const auditCount = async () => (await app.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const lastAudit = async () => (await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe('weekly hours', () => {
  it('are the default (null) for a seeded advisor, in the public JSON and the console', async () => {
    expect((await publicAdvisor(ownId)).weekly_hours).toBeNull();
    const response = await app.inject({ url: hoursUrl(ownId), headers: advisor.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ weekly_hours: null });
  });

  it('an advisor sets their own; the public JSON shows them at once; the audit names the field, never the times', async () => {
    const hours = week({ 0: [range('09:00', '12:30'), range('14:00', '18:00')], 5: [range('10:00', '24:00')] });
    const response = await put(ownId, hours, advisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ weekly_hours: hours });
    expect((await publicAdvisor(ownId)).weekly_hours).toEqual(hours);
    const listed = z.parse(AdvisorList, (await app.inject('/api/users')).json()).find((one) => one.id === ownId);
    expect(listed?.weekly_hours).toEqual(hours);
    expect((await app.inject({ url: hoursUrl(ownId), headers: advisor.headers })).json()).toEqual({ weekly_hours: hours });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'advisor-edited', target: `advisor:${ownId}`, actor: advisor.email, details: { fields: ['weekly_hours'] } });
    expect(JSON.stringify(audit)).not.toContain('12:30');
  });

  it('the same hours again write nothing and audit nothing', async () => {
    const audits = await auditCount();
    const before = await rowOf(ownId);
    const response = await put(ownId, week({ 0: [range('09:00', '12:30'), range('14:00', '18:00')], 5: [range('10:00', '24:00')] }), advisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditCount()).toBe(audits);
    expect((await rowOf(ownId)).updatedAt).toEqual(before.updatedAt);
  });

  it('an admin sets another advisor’s, and brings back the default with null', async () => {
    const hours = week({ 6: [range('20:00', '23:00')] });
    let response = await put(otherId, hours, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicAdvisor(otherId)).weekly_hours).toEqual(hours);
    expect(await lastAudit()).toMatchObject({ action: 'advisor-edited', target: `advisor:${otherId}`, actor: admin.email, details: { fields: ['weekly_hours'] } });
    response = await put(otherId, null, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicAdvisor(otherId)).weekly_hours).toBeNull();
  });

  it('an advisor account may neither read nor set another advisor’s; nobody signed out may; nothing changes', async () => {
    const before = await rowOf(otherId);
    const audits = await auditCount();
    const refused = await put(otherId, week({ 0: [range('09:00', '10:00')] }), advisor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden' });
    expect((await app.inject({ url: hoursUrl(otherId), headers: advisor.headers })).statusCode).toBe(403);
    const signedOut = await app.inject({ method: 'PUT', url: hoursUrl(otherId), headers: { origin: admin.headers.origin }, payload: { weekly_hours: week({}) } });
    expect(signedOut.statusCode).toBe(401);
    expect(await rowOf(otherId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ['an end before the start', week({ 1: [range('12:00', '09:00')] }), 'weekly_hours.1.0.to', 'Mardi, plage 1\u202f: la fin doit venir après le début'],
    ['overlapping ranges', week({ 2: [range('09:00', '12:00'), range('11:30', '13:00')] }), 'weekly_hours.2.1.from', 'Mercredi, plage 2\u202f: elle doit commencer après la fin de la plage 1'],
    ['a time off the quarter hour', week({ 3: [range('09:10', '12:00')] }), 'weekly_hours.3.0.from', 'Jeudi, plage 1\u202f: le début doit être une heure au quart d’heure près, de 0\u00a0h\u00a000 à 23\u00a0h\u00a045'],
    ['four ranges a day', week({ 4: [range('01:00', '02:00'), range('03:00', '04:00'), range('05:00', '06:00'), range('07:00', '08:00')] }), 'weekly_hours.4', 'Vendredi\u202f: trois plages au plus'],
    ['six days', week({}).slice(1), 'weekly_hours', 'Les horaires comptent sept jours, du lundi au dimanche'],
  ])('refuses %s with a 400 in French naming the day and the range, and changes nothing', async (_name, hours, field, message) => {
    const before = await rowOf(ownId);
    const audits = await auditCount();
    const response = await put(ownId, hours, advisor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field, message });
    expect(await rowOf(ownId)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});
