/**
 * Helpers of the lead-form specs (lead-forms.spec.ts, no-js.spec.ts): the e2e database
 * (the SQLite file the server writes in WEB_E2E_DATA_DIR, read with the better-sqlite3 of
 * services/api) and the forms' exact texts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromApi = createRequire(new URL('../../../services/api/package.json', import.meta.url));

interface Statement {
  all(...params: unknown[]): unknown[];
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  close(): void;
}
const Sqlite = requireFromApi('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

export interface LeadRow {
  email: string;
  form?: string;
  source: string;
  service?: string;
  origin: string | null;
}

function rows(sql: string, email: string): LeadRow[] {
  const dir = process.env.WEB_E2E_DATA_DIR;
  if (!dir) throw new Error('WEB_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Sqlite(path.join(dir, 'joognoo.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(email) as LeadRow[];
  } finally {
    db.close();
  }
}

export const contactRows = (email: string) =>
  rows('SELECT email, form, source, service, origin FROM contact_requests WHERE email = ?', email);
export const newsletterRows = (email: string) =>
  rows('SELECT email, source, origin FROM newsletter_subscriptions WHERE email = ?', email);

export const uniqueEmail = (name: string) =>
  `${name}+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export const MESSAGES = {
  home: [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Company name is required',
    'Please select an option',
    'You must agree to receive communications',
  ],
  about: [
    'First name must be at least 2 characters.',
    'Last name must be at least 2 characters.',
    'Please enter a valid email address.',
    'Company name must be at least 2 characters.',
    'Please select an area of interest.',
    'Message must be at least 10 characters.',
    'You must consent to our privacy policy',
  ],
  contact: [
    'First name must be at least 2 characters.',
    'Last name must be at least 2 characters.',
    'Please enter a valid email address.',
    'Company name is required.',
    'Please select an area of interest.',
    'Message must be at least 10 characters.',
    'You must agree to be contacted.',
  ],
} as const;

export const SUCCESS = {
  home: ['Request submitted successfully', "We'll be in touch with you shortly!"],
  about: ['Success!', "Your message has been sent. We'll be in touch soon."],
  contact: ['Success!', "Your message has been sent. We'll be in touch soon."],
} as const;
