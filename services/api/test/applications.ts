import { randomBytes } from 'node:crypto';
import { APPLICATION_CV_TYPES, type ApplicationCvKind, type ApplicationStatus } from '@joognoo/schemas';
import type { Config } from '../src/config.ts';
import { toDbTime } from '../src/db/columns.ts';
import type { Database } from '../src/db/index.ts';
import { cvStorage, newStorageKey } from '../src/media/index.ts';

/** A small valid PDF (what the upload's sniffing accepts as `pdf`). */
export function pdfBytes(text = 'CV'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export interface TestApplication {
  jobSlug: string;
  jobTitle: string;
  jobId: number | null;
  department: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverLetter: string;
  status: ApplicationStatus;
  cvKind: ApplicationCvKind;
  cvFilename: string;
  cv: Buffer;
  cvFlag: string | null;
  partnerId: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  createdAt: Date;
}

/**
 * A job application as the public form stores it (the job_applications columns of
 * migration 2026-11-27-100000), written straight into the database, with its CV in the
 * private CV storage. Returns the row's id, reference and storage key.
 */
export async function insertApplication(
  db: Database,
  config: Pick<Config, 'dataDir'>,
  overrides: Partial<TestApplication> = {},
): Promise<{ id: number; reference: string; storageKey: string; cv: Buffer }> {
  const a: TestApplication = {
    jobSlug: 'senior-engineer',
    jobTitle: 'Senior Engineer',
    jobId: null,
    department: 'Engineering',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
    profileUrl: '',
    coverLetter: '',
    status: 'new',
    cvKind: 'pdf',
    cvFilename: 'cv.pdf',
    cv: pdfBytes(),
    cvFlag: null,
    partnerId: null,
    pageUrl: null,
    referrer: null,
    utm_source: null,
    utm_campaign: null,
    createdAt: new Date(),
    ...overrides,
  };
  const storageKey = newStorageKey(a.cvKind);
  await cvStorage(config).put(storageKey, a.cv, { contentType: APPLICATION_CV_TYPES[a.cvKind] });
  const reference = `APP-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [id] = await db('job_applications').insert({
    reference,
    job_id: a.jobId,
    job_slug: a.jobSlug,
    job_title: a.jobTitle,
    department: a.department,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone: a.phone,
    profile_url: a.profileUrl,
    cover_letter: a.coverLetter,
    consent: true,
    cv_storage_key: storageKey,
    cv_kind: a.cvKind,
    cv_filename: a.cvFilename,
    cv_size: a.cv.length,
    cv_flag: a.cvFlag,
    status: a.status,
    origin: 'http://localhost:3000',
    partner_id: a.partnerId,
    page_url: a.pageUrl,
    referrer: a.referrer,
    utm_source: a.utm_source,
    utm_campaign: a.utm_campaign,
    created_at: toDbTime(db, a.createdAt),
  });
  return { id: Number(id), reference, storageKey, cv: a.cv };
}
