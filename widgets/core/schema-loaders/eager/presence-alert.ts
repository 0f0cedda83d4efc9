/**
 * ../lazy/presence-alert.ts for the embed (tsup.config.ts), whose schemas come
 * with its code: loaded on demand, the form would cost the file of every
 * element esbuild's wrappers around every module it reaches (3 KB gzip), and
 * split the chunks other elements share (0.7 KB more for a lone voy-horoscope).
 */
import type * as Lazy from '../lazy/presence-alert';
import { NotifyMeForm } from '../../parts/notify-me-form';

export const presenceAlertForm: typeof Lazy.presenceAlertForm = async () => NotifyMeForm;
