import { z } from 'zod';
import { phonesIn } from '../core/phone.ts';

// The shape of every record in src/content/data/*.json (written by scripts/import-resources.mjs from the
// research team's sourced data). Only tests and build scripts parse with it, so zod stays out of the pages'
// bundles; modules cast the JSON to the inferred type and the content test proves the cast is true.

export const verificationLevelSchema = z.enum([
  'corroborated',
  'official-page',
  'single-source',
  'conflict',
  'unverified',
]);

export const programStatusSchema = z.enum(['unknown', 'closed-for-renovation']);

const fieldVerificationSchema = z.object({
  level: verificationLevelSchema,
  caveat: z.string().optional(),
});

export const resourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.string(),
  name: z.string().min(2),
  borough: z.string().nullable(),
  neighborhood: z.string().nullable(),
  address: z.string().nullable(),
  phone: z
    .string()
    .refine((value) => phonesIn(value).length > 0, 'holds no phone number')
    .nullable(),
  /** Only at `corroborated` or `official-page` (scripts/import-resources.mjs); otherwise null. */
  email: z.email().nullable(),
  /** A number that takes text messages only (never a `tel:` link), at the same levels as `email`. */
  textLine: z
    .string()
    .refine((value) => phonesIn(value).length === 1, 'holds no phone number')
    .nullable(),
  website: z.url().nullable(),
  hours: z.string().nullable(),
  is24h: z.boolean().nullable(),
  services: z.array(z.string()),
  costNotes: z.string().nullable(),
  eligibility: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** How precise lat/lng are (see src/content/geo.ts); null when there is no location. */
  locationPrecision: z.enum(['address', 'zip', 'neighbourhood', 'borough']).nullable(),
  /** A programme's public status: null when nothing suggests it isn't running (see scripts/public-text.mjs). */
  status: programStatusSchema.nullable(),
  /** A proposed law's stage ("Introduced; in Committee on Health"); null for everything that isn't a law. */
  stage: z.string().nullable(),
  unverifiedFields: z.array(z.string()),
  staleFields: z.array(z.string()),
  conflicts: z.array(z.string()),
  verification: z.object({
    phone: fieldVerificationSchema.optional(),
    address: fieldVerificationSchema.optional(),
    hours: fieldVerificationSchema.optional(),
    is24h: fieldVerificationSchema.optional(),
    latLng: fieldVerificationSchema.optional(),
    email: fieldVerificationSchema.optional(),
    textLine: fieldVerificationSchema.optional(),
  }),
  sources: z.array(z.object({ url: z.string(), kind: z.string().nullable(), date: z.string().nullable() })),
  lastConfirmed: z.string().nullable(),
  /** For maintainers only, never shown: the research notes and the original wording of each cleaned field. */
  research: z.object({
    notes: z.string().nullable(),
    original: z.record(z.string(), z.unknown()),
    /** What later research files said about the record, with the values the page does not show (merge-additions). */
    additions: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
});

export type VerificationLevel = z.infer<typeof verificationLevelSchema>;
export type ProgramStatus = z.infer<typeof programStatusSchema>;
export type Resource = z.infer<typeof resourceSchema>;
