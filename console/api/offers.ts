/** An advisor's paid offers (label, duration, price, payment link): read by the chat, edited by an admin. */
import * as z from 'zod/mini';
import { CONSOLE_CHAT_PATHS, Offer } from '../../contract/schemas/chat';
import type { OffersInput } from '../../contract/schemas/offers';
import { consolePath } from './chat';
import { request } from './client';

const OfferList = z.array(Offer);

export const getOffers = (advisorId: number, signal?: AbortSignal) => request(consolePath(CONSOLE_CHAT_PATHS.offers, advisorId), { schema: OfferList, signal });

/** Replaces the advisor's offers, in this order; answers them as stored. */
export const saveOffers = (advisorId: number, input: OffersInput) => request(consolePath(CONSOLE_CHAT_PATHS.offers, advisorId), { method: 'PUT', body: input, schema: OfferList });
