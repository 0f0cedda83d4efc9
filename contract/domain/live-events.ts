/**
 * The live event stream's address (GET /api/events, text/event-stream):
 * its messages' shapes are in ../schemas/live.ts, which the widgets load only
 * with the first message to read.
 */
export const LIVE_EVENTS_PATH = '/api/events';
