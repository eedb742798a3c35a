import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

/**
 * Product analytics and client error reports (issue 19, decision 097): the bodies of
 * POST /api/events and POST /api/client-errors, shared by the web's tiny client and the server.
 */

/** The events the web sends; the server refuses any other name (no free-form event zoo). */
export const PRODUCT_EVENT_NAMES = [
  'page_view',
  'sign_up_started',
  'sign_up_completed',
  'booking_previewed',
  'booking_completed',
  'checkout_started',
  'purchase_completed',
  'classroom_joined',
  'practice_started',
  'practice_completed',
] as const;
export type ProductEventName = (typeof PRODUCT_EVENT_NAMES)[number];

/** The funnels the analytics page counts, step by step (decision 097). */
export const PRODUCT_FUNNELS = {
  signUp: ['sign_up_started', 'sign_up_completed'],
  booking: ['booking_previewed', 'booking_completed'],
  purchase: ['checkout_started', 'purchase_completed'],
} as const satisfies Record<string, readonly ProductEventName[]>;

/** A batch is what 5 s of browsing makes; 50 is far above that. */
export const MAX_EVENTS_PER_BATCH = 50;

/** Props are a few flat labels (section, kind, step), never personal data. */
const propValue = z.union([z.string().max(120), z.number().finite(), z.boolean(), z.null()]);
export const productEventProps = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), propValue)
  .refine((props) => Object.keys(props).length <= V.telemetryPropsMax, { message: M.telemetryPropsTooMany });

export const productEventInput = z.object({
  name: z.enum(PRODUCT_EVENT_NAMES),
  /** When it happened in the browser (ISO); the server clamps it to its own clock. */
  at: z.iso.datetime({ offset: true }),
  /** The page's path without query (which may carry tokens); the client strips it. */
  path: z.string().max(300).optional(),
  props: productEventProps.optional(),
});
export type ProductEventInput = z.infer<typeof productEventInput>;

export const productEventsBody = z.object({
  /** A random id per page load (kept in memory only, never stored on the device). */
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
  events: z.array(productEventInput).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type ProductEventsBody = z.infer<typeof productEventsBody>;

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary', 'graphql', 'http'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const clientErrorBody = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  /** The GraphQL operation's name (kind graphql). */
  operationName: z.string().max(120).optional(),
  /** The operation's variables; scrubbed by the client and again by the server. */
  variables: z.record(z.string(), z.unknown()).optional(),
  /** HTTP status of a failed request (kind graphql or http). */
  status: z.number().int().min(0).max(599).optional(),
  /** The GraphQL error's code (extensions.code) when it had one. */
  code: z.string().max(80).optional(),
  /** The page's path without query. */
  path: z.string().max(300).optional(),
  area: z.enum(['learn', 'teacher', 'classroom', 'admin']).optional(),
  release: z.string().max(80).optional(),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;

/**
 * Keys whose values are secrets or personal numbers wherever they appear (the server's log
 * redaction, lib/redact.ts, and the web's error reports use this one pattern).
 */
export const SECRET_KEY_PATTERN = /card|number|cvc|cvv|iban|password|token|code|secret|pan$/i;
