/** The database schema: the one source of the tables; migrations are generated from it. */
import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

export const advisors = pgTable(
  'advisors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    type: text('type').notNull(),
    title: text('title'),
    specialty: text('specialty'),
    rating: text('rating'),
    status: text('status').notNull().default('0'),
    photo: text('photo'),
    video: text('video'),
    description: text('description'),
    messenger: text('messenger'),
    whatsapp: text('whatsapp'),
    phone: text('phone'),
    reviewsCount: integer('reviews_count').notNull(),
  },
  (table) => [index('advisors_type_idx').on(table.type)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A client's request to be blocked from consultations (terms, addiction risk), handled by the customer service. */
export const selfExclusionRequests = pgTable('self_exclusion_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** One of SELF_EXCLUSION_DURATIONS' keys ('1-mois' … 'definitif'). */
  duration: text('duration').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  prenom: text('prenom').notNull(),
  question: text('question').notNull(),
  category: text('category').notNull(),
  /** The answer as it was sent, so a visitor's reading can be looked at again. */
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdvisorRow = typeof advisors.$inferSelect;
export type NewAdvisorRow = typeof advisors.$inferInsert;
