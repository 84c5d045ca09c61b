// The content area's server side: reading the editor form into the API's input, and the
// editor's POST actions (each redirects back with a notice, so all of it works without JS).
import {
  CONTENT_KINDS,
  type CaseStudyInput,
  type ContentInput,
  type ContentKind,
  type JobInput,
  type PostInput,
} from '@joognoo/schemas/admin';
import { data, redirect } from 'react-router';
import { AdminApiError, formFailure, type AdminApiClient } from '../../back-office/admin.server';

/** The `:kind` of a content URL, or the 404 page. */
export function kindParam(value: string | undefined): ContentKind {
  if (!(CONTENT_KINDS as readonly string[]).includes(value ?? '')) throw data(null, { status: 404, statusText: 'Not Found' });
  return value as ContentKind;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const lines = (form: FormData, name: string) => text(form, name).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
const commaList = (form: FormData, name: string) => text(form, name).split(',').map((item) => item.trim()).filter(Boolean);
const numberOrNull = (form: FormData, name: string) => {
  const value = text(form, name).trim();
  return value === '' ? null : Number(value);
};
const checked = (form: FormData, name: string) => form.get(name) === 'on';

/** The editor form as the API's input for `kind`. */
export function inputFromForm(kind: ContentKind, form: FormData): ContentInput {
  if (kind === 'posts') {
    return {
      title: text(form, 'title'),
      slug: text(form, 'slug').trim(),
      excerpt: text(form, 'excerpt'),
      markdown: text(form, 'markdown'),
      coverImage: text(form, 'coverImage'),
      readTime: text(form, 'readTime'),
      categoryId: numberOrNull(form, 'categoryId'),
      tags: commaList(form, 'tags'),
      featured: checked(form, 'featured'),
      authorUsername: text(form, 'authorUsername'),
      authorAvatarUrl: text(form, 'authorAvatarUrl'),
    } satisfies PostInput;
  }
  if (kind === 'jobs') {
    return {
      title: text(form, 'title'),
      slug: text(form, 'slug').trim(),
      department: text(form, 'department'),
      locationCity: text(form, 'locationCity'),
      locationState: text(form, 'locationState'),
      locationCountry: text(form, 'locationCountry'),
      isRemote: checked(form, 'isRemote'),
      type: text(form, 'type'),
      salaryMin: numberOrNull(form, 'salaryMin'),
      salaryMax: numberOrNull(form, 'salaryMax'),
      salaryCurrency: text(form, 'salaryCurrency').trim().toUpperCase(),
      overview: text(form, 'overview'),
      responsibilities: lines(form, 'responsibilities'),
      requirements: lines(form, 'requirements'),
      benefits: lines(form, 'benefits'),
    } satisfies JobInput;
  }
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug').trim(),
    company: text(form, 'company'),
    industry: text(form, 'industry'),
    excerpt: text(form, 'excerpt'),
    coverImage: text(form, 'coverImage'),
    readTime: numberOrNull(form, 'readTime'),
    results: lines(form, 'results'),
    accelerators: lines(form, 'accelerators'),
    tags: commaList(form, 'tags'),
    featured: checked(form, 'featured'),
    challengeMarkdown: text(form, 'challengeMarkdown'),
    solutionMarkdown: text(form, 'solutionMarkdown'),
    impactMarkdown: text(form, 'impactMarkdown'),
    companyDescription: text(form, 'companyDescription'),
    companySize: text(form, 'companySize'),
    location: text(form, 'location'),
  } satisfies CaseStudyInput;
}

/** A `datetime-local` value read as UTC (the form says so) -> ISO-8601. */
export function utcFromLocal(value: string): string | undefined {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d)?$/.test(value)) return value === '' ? undefined : value;
  return new Date(`${value.length === 16 ? `${value}:00` : value}Z`).toISOString();
}

/** The editor's path in the app (/admin/content/...: `redirect()` adds the basename). */
export const editorPath = (kind: ContentKind, id: number | string) => `/content/${kind}/${id}`;

type Intent = 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish' | 'close' | 'reopen' | 'rollback';
const INTENTS: readonly Intent[] = ['save', 'preview', 'publish', 'schedule', 'unpublish', 'close', 'reopen', 'rollback'];

/** The editor's POST: save (create), preview, publish, schedule, unpublish, close/reopen, roll back. */
export async function editorAction(api: AdminApiClient, kind: ContentKind, idParam: string, form: FormData) {
  const intentValue = text(form, 'intent');
  const intent: Intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as Intent) : 'save';
  const isNew = idParam === 'new';

  if (intent === 'rollback' || intent === 'unpublish' || intent === 'close' || intent === 'reopen') {
    if (isNew) throw data(null, { status: 404, statusText: 'Not Found' });
    try {
      if (intent === 'rollback') await api.rollbackContent(kind, idParam, { revisionId: Number(text(form, 'revisionId')) });
      else await { unpublish: api.unpublishContent, close: api.closeContent, reopen: api.reopenContent }[intent](kind, idParam);
    } catch (error) {
      return formFailure(error);
    }
    const done = { rollback: 'rolled-back', unpublish: 'unpublished', close: 'closed', reopen: 'reopened' }[intent];
    return redirect(`${editorPath(kind, idParam)}?done=${done}`);
  }

  const input = inputFromForm(kind, form);
  if (intent === 'preview') {
    try {
      const { preview } = await api.previewContent(kind, input);
      return { ok: true as const, preview, values: input, message: undefined, errors: undefined };
    } catch (error) {
      return failed(error, input);
    }
  }

  // Save first (the fields on screen are what gets published), then publish or schedule.
  let id = idParam;
  try {
    if (isNew) {
      const { item } = await api.createContent(kind, input);
      id = String(item.summary.id);
    } else {
      await api.updateContent(kind, id, input);
    }
  } catch (error) {
    return failed(error, input);
  }
  try {
    if (intent === 'publish') await api.publishContent(kind, id);
    // An empty field is sent as no `at`: the API answers with the field's own message.
    if (intent === 'schedule') await api.scheduleContent(kind, id, { at: utcFromLocal(text(form, 'at')) });
  } catch (error) {
    // Saved, but not published/scheduled: the editor of the saved item says why.
    if (error instanceof AdminApiError && error.status < 500) {
      return redirect(`${editorPath(kind, id)}?done=saved&failed=${encodeURIComponent(error.body.errors?.at ?? error.body.message ?? 'That did not work.')}`);
    }
    throw error;
  }
  const done = intent === 'publish' ? 'published' : intent === 'schedule' ? 'scheduled' : 'saved';
  return redirect(`${editorPath(kind, id)}?done=${done}`);
}

/** A refused save: the message, the field errors and what was typed, for the form to show again. */
function failed(error: unknown, values: ContentInput) {
  if (error instanceof AdminApiError && (error.status === 400 || error.status === 409 || error.status === 422)) {
    const errors = { ...error.body.errors };
    if (error.status === 409) errors.slug = error.body.message ?? 'This slug is taken.';
    return data(
      { ok: false as const, preview: undefined, values, message: error.body.message ?? 'Please correct the highlighted fields.', errors },
      { status: error.status },
    );
  }
  return formFailure(error);
}
