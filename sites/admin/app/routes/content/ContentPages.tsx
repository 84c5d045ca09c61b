// The content area's pages (blog posts, jobs, case studies): the list with status badges and
// filters, the editor (native controls, Markdown textareas, one POST form whose buttons save,
// preview, publish or schedule) and the public widgets for previews.
import { BlogArticle } from '@joognoo/blog';
import { CaseStudyDetail } from '@joognoo/case-studies';
import { JobDetail } from '@joognoo/job-board';
import type { BlogPost, CaseStudy, Job } from '@joognoo/schemas';
import {
  CONTENT_KIND_LABELS,
  CONTENT_STATUSES,
  type ContentCategory,
  type ContentDetail,
  type ContentInput,
  type ContentKind,
  type ContentStatus,
  type ContentSummary,
  type Page,
} from '@joognoo/schemas/admin';
import { Button, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import styled from 'styled-components';
import {
  Actions,
  AdminHeading,
  FormField,
  FormGrid,
  Notice,
  Pagination,
  Panel,
  PanelTitle,
  SelectInput,
  StatusBadge,
  TextArea,
  TextInput,
  formatTime,
} from '../../back-office/ui';
import { ChoiceField, DataTable, FilterForm, SearchField } from '../../back-office/list';

/** The notices of `?done=` after an editor action. */
export const NOTICES: Record<string, string> = {
  saved: 'Saved.',
  published: 'Published: it is on the public site now.',
  scheduled: 'Scheduled: it goes public at the time shown.',
  unpublished: 'Unpublished: it is a draft again and no longer public.',
  closed: 'The position is closed: its page says so and it left the job list and the sitemap.',
  reopened: 'The position is open again.',
  'rolled-back': 'Rolled back: the chosen version is the current one (kept as a new version).',
};

const TONES: Record<ContentStatus, 'neutral' | 'info' | 'success' | 'warning'> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  closed: 'warning',
};
const STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', closed: 'Closed' };

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <StatusBadge $tone={TONES[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}

const publicHref = (kind: ContentKind, slug: string) => `${CONTENT_KIND_LABELS[kind].publicPath}${encodeURIComponent(slug)}`;

/** The list of one kind: filters (status, title), status badges, pages. */
export function ContentListPage({ kind, list, status, q, search }: { kind: ContentKind; list: Page<ContentSummary>; status: string; q: string; search: string }) {
  const labels = CONTENT_KIND_LABELS[kind];
  const statuses = kind === 'jobs' ? CONTENT_STATUSES : CONTENT_STATUSES.filter((s) => s !== 'closed');
  return (
    <>
      <AdminHeading
        title={labels.many}
        intro="Drafts, scheduled and published items. Open one to edit, preview, publish or see its versions."
        actions={
          <Button as={Link} to={`/content/${kind}/new`} variant="apple" size="sm">
            New {labels.one.toLowerCase()}
          </Button>
        }
      />
      <FilterForm label={`Filter ${labels.many.toLowerCase()}`} submit={{ variant: 'apple-outline', size: 'sm' }}>
        <ChoiceField name="status" label="Status" any="Any status" value={status} options={statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        <SearchField label="Title contains" value={q} />
      </FilterForm>
      <DataTable
        caption={labels.many}
        empty={`Nothing here${status || q ? ' with these filters' : ' yet'}.`}
        rows={list.items}
        rowKey={(item) => item.id}
        columns={[
          { header: 'Title', rowHeader: true, cell: (item) => <Link to={`/content/${kind}/${item.id}`}>{item.title}</Link> },
          { header: 'Status', cell: (item) => <ContentStatusBadge status={item.status} /> },
          { header: 'Public from', cell: (item) => formatTime(item.publishedAt) },
          { header: 'Updated', cell: (item) => formatTime(item.updatedAt) },
          {
            header: 'Public page',
            cell: (item) => (item.status === 'published' || item.status === 'closed' ? <a href={publicHref(kind, item.slug)}>{publicHref(kind, item.slug)}</a> : '—'),
          },
        ]}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} search={search} />
    </>
  );
}

type Values = Record<string, unknown>;
type Errors = Record<string, string> | undefined;

interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'markdown' | 'checkbox' | 'number' | 'lines' | 'tags' | 'image' | 'category';
  hint?: string;
  required?: boolean;
  wide?: boolean;
}

const SLUG_HINT = 'Lowercase words joined by hyphens. Empty: made from the title (and then kept). Changing it later keeps the old address as a redirect.';
const MARKDOWN_HINT = 'Markdown: ## heading, **bold**, *italic*, [link](https://…), ![alt text](/media/…), lists with -.';

const FIELDS: Record<ContentKind, FieldSpec[]> = {
  posts: [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'slug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
    { name: 'categoryId', label: 'Category', kind: 'category' },
    { name: 'excerpt', label: 'Excerpt', kind: 'textarea', required: true, wide: true, hint: 'Shown in lists and search results.' },
    { name: 'markdown', label: 'Text', kind: 'markdown', required: true, wide: true, hint: MARKDOWN_HINT },
    { name: 'coverImage', label: 'Cover image URL', kind: 'image', hint: '/media/… after an upload, or https://…' },
    { name: 'readTime', label: 'Read time', kind: 'text', hint: 'e.g. 5 min read. Empty: counted from the text.' },
    { name: 'tags', label: 'Tags', kind: 'tags', hint: 'Separated by commas.' },
    { name: 'authorUsername', label: 'Author', kind: 'text', required: true },
    { name: 'authorAvatarUrl', label: 'Author picture URL', kind: 'image' },
    { name: 'featured', label: 'Featured on the blog page', kind: 'checkbox' },
  ],
  jobs: [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'slug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
    { name: 'department', label: 'Department', kind: 'text', required: true },
    { name: 'type', label: 'Employment type', kind: 'text', required: true, hint: 'e.g. Full-time, Part-time, Contract.' },
    { name: 'locationCity', label: 'City', kind: 'text', required: true },
    { name: 'locationState', label: 'State or region', kind: 'text' },
    { name: 'locationCountry', label: 'Country', kind: 'text', required: true },
    { name: 'isRemote', label: 'Remote', kind: 'checkbox' },
    { name: 'salaryMin', label: 'Salary from', kind: 'number' },
    { name: 'salaryMax', label: 'Salary to', kind: 'number' },
    { name: 'salaryCurrency', label: 'Currency', kind: 'text', hint: 'Three letters, e.g. USD.' },
    { name: 'overview', label: 'Overview', kind: 'textarea', required: true, wide: true },
    { name: 'responsibilities', label: 'Responsibilities', kind: 'lines', wide: true, hint: 'One per line.' },
    { name: 'requirements', label: 'Requirements', kind: 'lines', wide: true, hint: 'One per line.' },
    { name: 'benefits', label: 'Benefits', kind: 'lines', wide: true, hint: 'One per line.' },
  ],
  'case-studies': [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'slug', label: 'Slug', kind: 'text', hint: SLUG_HINT },
    { name: 'company', label: 'Company', kind: 'text', required: true },
    { name: 'industry', label: 'Industry', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text' },
    { name: 'companySize', label: 'Company size', kind: 'text' },
    { name: 'readTime', label: 'Read time (minutes)', kind: 'number', hint: 'Empty: counted from the text.' },
    { name: 'excerpt', label: 'Excerpt', kind: 'textarea', required: true, wide: true },
    { name: 'companyDescription', label: 'About the company', kind: 'textarea', wide: true },
    { name: 'challengeMarkdown', label: 'The challenge', kind: 'markdown', required: true, wide: true, hint: MARKDOWN_HINT },
    { name: 'solutionMarkdown', label: 'The solution', kind: 'markdown', required: true, wide: true, hint: MARKDOWN_HINT },
    { name: 'impactMarkdown', label: 'The impact', kind: 'markdown', required: true, wide: true, hint: MARKDOWN_HINT },
    { name: 'results', label: 'Results', kind: 'lines', wide: true, hint: 'One per line, e.g. 30% less cloud spend.' },
    { name: 'accelerators', label: 'Accelerators', kind: 'lines', wide: true, hint: 'One per line.' },
    { name: 'tags', label: 'Tags', kind: 'tags', hint: 'Separated by commas.' },
    { name: 'coverImage', label: 'Cover image URL', kind: 'image', hint: '/media/… after an upload, or https://…' },
    { name: 'featured', label: 'Featured', kind: 'checkbox' },
  ],
};

/** The id of the first Markdown textarea: the image upload (media area) inserts `![alt](url)` into it. */
export const markdownTextareaId = (kind: ContentKind) => (kind === 'posts' ? 'content-markdown' : 'content-challengeMarkdown');

const asText = (value: unknown, spec: FieldSpec) => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(spec.kind === 'tags' ? ', ' : '\n');
  return String(value);
};

const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};

  input {
    width: 18px;
    height: 18px;
  }
`;

const MarkdownArea = styled(TextArea)`
  min-height: 320px;
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
`;

function Field({ spec, values, errors, categories }: { spec: FieldSpec; values: Values; errors: Errors; categories: ContentCategory[] }) {
  const value = values[spec.name];
  const error = errors?.[spec.name];
  const common = { name: spec.name, 'aria-invalid': error ? true : undefined, required: spec.required };
  let control: ReactNode;
  if (spec.kind === 'checkbox') {
    return (
      <div className={spec.wide ? 'wide' : undefined}>
        <CheckboxRow>
          <input type="checkbox" name={spec.name} defaultChecked={value === true} />
          {spec.label}
        </CheckboxRow>
      </div>
    );
  }
  if (spec.kind === 'category') {
    control = (
      <SelectInput {...common} defaultValue={value == null ? '' : String(value)}>
        <option value="">No category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectInput>
    );
  } else if (spec.kind === 'markdown') {
    control = <MarkdownArea {...common} id={`content-${spec.name}`} defaultValue={asText(value, spec)} spellCheck />;
  } else if (spec.kind === 'textarea' || spec.kind === 'lines') {
    control = <TextArea {...common} defaultValue={asText(value, spec)} />;
  } else {
    control = (
      <TextInput
        {...common}
        type={spec.kind === 'number' ? 'number' : 'text'}
        step={spec.kind === 'number' ? 'any' : undefined}
        min={spec.kind === 'number' ? 0 : undefined}
        inputMode={spec.kind === 'image' ? 'url' : undefined}
        defaultValue={asText(value, spec)}
      />
    );
  }
  return (
    <div className={spec.wide ? 'wide' : undefined}>
      <FormField label={spec.label} hint={spec.hint} error={error}>
        {control}
      </FormField>
    </div>
  );
}

const ButtonRow = styled(Actions)`
  margin-block-start: ${vars.space['6']};
`;

const ScheduleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  align-items: end;
  margin-block-start: ${vars.space['4']};

  & > div {
    min-width: 240px;
  }
`;

const StateLine = styled.p`
  margin: 0 0 ${vars.space['4']};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  align-items: center;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

const HistoryList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['3']};
    align-items: center;
    justify-content: space-between;
    padding: ${vars.space['2']} 0;
    border-block-end: 1px solid ${vars.color.border};
  }

  form {
    margin: 0;
  }
`;

export interface EditorProps {
  kind: ContentKind;
  id: string;
  detail: ContentDetail | null;
  categories: ContentCategory[];
  done: string | null;
  failedMessage: string | null;
  actionData?: { ok: boolean; message?: string; errors?: Record<string, string>; values?: ContentInput; preview?: unknown } | undefined;
  /** Where the media area's <ImageUpload textareaId=… /> goes (next to the form, never inside it). */
  imageUpload?: ReactNode;
  /** An image just uploaded without JavaScript (`?uploaded=/media/…`): shown to copy into the text. */
  uploaded?: string | null;
}

/** The editor of one item (or a new one): fields, actions, schedule, version history, preview. */
export function ContentEditorPage({ kind, detail, categories, done, failedMessage, actionData, imageUpload, uploaded }: EditorProps) {
  const labels = CONTENT_KIND_LABELS[kind];
  const values = (actionData?.values ?? detail?.input ?? (kind === 'posts' ? { authorUsername: 'Joognoo' } : {})) as Values;
  const errors = actionData?.ok === false ? actionData.errors : undefined;
  const summary = detail?.summary;
  const isPublic = summary?.status === 'published' || summary?.status === 'closed';
  const formId = 'content-editor';
  return (
    <>
      <AdminHeading
        title={detail ? `Edit: ${detail.summary.title}` : `New ${labels.one.toLowerCase()}`}
        intro={<Link to={`/content/${kind}`}>All {labels.many.toLowerCase()}</Link>}
      />
      {done && NOTICES[done] ? <Notice>{NOTICES[done]}</Notice> : null}
      {failedMessage ? <Notice tone="danger">{failedMessage}</Notice> : null}
      {uploaded && !imageUpload ? (
        <Notice>
          Image uploaded. Put <code>![describe the image]({uploaded})</code> in the text, or <code>{uploaded}</code> as the cover image.
        </Notice>
      ) : null}
      {actionData?.ok === false && actionData.message ? <Notice tone="danger">{actionData.message}</Notice> : null}
      {summary ? (
        <StateLine>
          <ContentStatusBadge status={summary.status} />
          {summary.status === 'scheduled' ? <span>Goes public {formatTime(summary.publishedAt)}</span> : null}
          {summary.status === 'published' ? <span>Public since {formatTime(summary.publishedAt)}</span> : null}
          {summary.status === 'closed' ? <span>Closed {formatTime(summary.closedAt)}</span> : null}
          {isPublic ? <a href={publicHref(kind, summary.slug)}>View the public page</a> : null}
          <Link to={`/content/${kind}/${summary.id}/preview`}>Preview the saved version</Link>
          {detail?.redirectsFrom.length ? <span>Old addresses redirecting here: {detail.redirectsFrom.join(', ')}</span> : null}
        </StateLine>
      ) : null}
      {detail?.sourceIsHtml ? (
        <Notice tone="info">This text was written in HTML before the editor existed: it is shown as it is (Markdown keeps HTML). Saving stores it as the source.</Notice>
      ) : null}

      <Panel aria-labelledby="content-fields-title">
        <PanelTitle id="content-fields-title">Content</PanelTitle>
        {/* Keyed by the current version: after a save or roll back the fields show the stored values (they are uncontrolled). */}
        <Form method="post" id={formId} noValidate key={detail?.revisions[0]?.id ?? 'new'}>
          <FormGrid>
            {FIELDS[kind].map((spec) => (
              <Field key={spec.name} spec={spec} values={values} errors={errors} categories={categories} />
            ))}
          </FormGrid>
          <ButtonRow>
            <Button type="submit" name="intent" value="save" variant="apple-outline">
              {summary && summary.status !== 'draft' ? 'Save' : 'Save draft'}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="apple-outline">
              Preview
            </Button>
            <Button type="submit" name="intent" value="publish" variant="apple">
              {isPublic ? 'Save and publish' : 'Publish now'}
            </Button>
          </ButtonRow>
          <ScheduleRow>
            <div>
              <FormField label="Publish at (UTC)" hint="Date and time in UTC; it goes public then." error={errors?.at}>
                <TextInput type="datetime-local" name="at" />
              </FormField>
            </div>
            <Button type="submit" name="intent" value="schedule" variant="apple-outline">
              Schedule
            </Button>
          </ScheduleRow>
        </Form>
        {summary && summary.status !== 'draft' ? (
          <ButtonRow>
            <Form method="post">
              <Button type="submit" name="intent" value="unpublish" variant="apple-outline">
                Unpublish
              </Button>
            </Form>
            {kind === 'jobs' && summary.status !== 'closed' ? (
              <Form method="post">
                <Button type="submit" name="intent" value="close" variant="destructive">
                  Close job
                </Button>
              </Form>
            ) : null}
            {kind === 'jobs' && summary.status === 'closed' ? (
              <Form method="post">
                <Button type="submit" name="intent" value="reopen" variant="apple-outline">
                  Reopen job
                </Button>
              </Form>
            ) : null}
          </ButtonRow>
        ) : null}
      </Panel>

      {kind !== 'jobs' ? (
        <Panel aria-labelledby="content-images-title">
          <PanelTitle id="content-images-title">Images</PanelTitle>
          {/* Next to the editor form, never inside it: the upload is a form of its own. */}
          {imageUpload ?? <p>Upload an image in the media library, then write ![alt text](/media/…) in the text or paste its URL as the cover image.</p>}
        </Panel>
      ) : null}

      {actionData?.ok && actionData.preview ? (
        <Panel aria-labelledby="content-preview-title">
          <PanelTitle id="content-preview-title">Preview (not saved)</PanelTitle>
          <PublicPreview kind={kind} item={actionData.preview} />
        </Panel>
      ) : null}

      {detail ? (
        <Panel aria-labelledby="content-history-title">
          <PanelTitle id="content-history-title">Version history</PanelTitle>
          <HistoryList>
            {detail.revisions.map((revision, index) => (
              <li key={revision.id}>
                <span>
                  #{revision.id} · {revision.action} · {formatTime(revision.at)} · {revision.actor.email}
                  {index === 0 ? ' (current)' : ''}
                </span>
                {index === 0 ? null : (
                  <Form method="post">
                    <input type="hidden" name="revisionId" value={revision.id} />
                    <Button type="submit" name="intent" value="rollback" variant="apple-outline" size="sm" aria-label={`Roll back to version #${revision.id}`}>
                      Roll back
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </HistoryList>
        </Panel>
      ) : null}
    </>
  );
}

/** An item as its public page shows it, with the public widgets. */
export function PublicPreview({ kind, item }: { kind: ContentKind; item: unknown }) {
  if (kind === 'posts') {
    const post = item as BlogPost;
    return <BlogArticle slug={post.slug} initialData={{ post, related: [] }} headingLevel={2} />;
  }
  if (kind === 'jobs') {
    const job = item as Job;
    return <JobDetail slug={job.slug} initialData={{ job }} headingLevel={2} />;
  }
  const caseStudy = item as CaseStudy;
  return <CaseStudyDetail slug={caseStudy.slug} initialData={{ caseStudy }} headingLevel={2} />;
}
