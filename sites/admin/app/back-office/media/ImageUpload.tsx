/**
 * The image upload of the content editors: its own multipart form (put it NEXT TO an editor's
 * form, never inside it: forms do not nest).
 *
 *   <ImageUpload textareaId="markdown" redirectTo={currentPath} />
 *
 * Without JavaScript it is a plain form post to MEDIA_UPLOAD_PATH that comes back to
 * `redirectTo` with `?uploaded=<url>` (shown here, with its Markdown to copy) or
 * `?uploadError=<message>`. With JavaScript it uploads in place (a progress bar), inserts
 * `![alt](url)` at the caret of the textarea `textareaId` (when given) and announces it;
 * refusals (too large, not an image) are shown as alerts with the API's message.
 */
import { MEDIA_ACCEPT, MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaMarkdown, type MediaItem, type MediaUploadAnswer } from '@joognoo/schemas/admin';
import { Button, vars } from '@joognoo/ui';
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { FormField, TextInput } from '../ui';
import { MEDIA_UPLOAD_PATH } from './paths';

export interface ImageUploadProps {
  /** The id of the Markdown textarea that gets `![alt](url)` at its caret (optional). */
  textareaId?: string;
  /** The page (a same-site path) a form post without JavaScript comes back to: usually the current one. */
  redirectTo: string;
  /** The form's heading (default "Upload an image"). */
  title?: string;
  /** Called after an upload with JavaScript. */
  onUploaded?: (media: MediaItem) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'uploading'; percent: number | null } | { kind: 'done'; media: Pick<MediaItem, 'url' | 'alt'>; inserted: boolean } | { kind: 'error'; message: string };

const Box = styled.form`
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['5']};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.foreground};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  align-items: center;
`;

const Message = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.foreground};
  overflow-wrap: anywhere;

  code {
    font-size: ${vars.fontSize.xs};
  }
`;

/** A refusal: dark text on the red tint (the red itself is under 4.5:1 on it), a red edge. */
const ErrorBox = styled.p`
  margin: 0;
  padding: ${vars.space['3']} ${vars.space['4']};
  border-inline-start: 4px solid ${vars.color.destructive};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.foreground};
  background: ${vars.color.destructiveSubtle};
`;

/** Inserts `text` at the caret (or over the selection) of a textarea, as typing would (React sees an input event). */
export function insertAtCaret(textarea: HTMLTextAreaElement, text: string): void {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  const before = textarea.value.slice(0, start);
  const after = textarea.value.slice(end);
  const padBefore = before === '' || before.endsWith('\n') ? '' : '\n';
  const padAfter = after === '' || after.startsWith('\n') ? '' : '\n';
  const inserted = `${padBefore}${text}${padAfter}`;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  const next = before + inserted + after;
  if (setter) setter.call(textarea, next);
  else textarea.value = next;
  const caret = before.length + inserted.length;
  textarea.setSelectionRange(caret, caret);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

function refusal(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  if (status === 413) return MEDIA_MESSAGES.tooLarge;
  if (status === 415) return MEDIA_MESSAGES.unsupportedType;
  if (status === 401 || status === 0) return 'The upload failed: check your connection, or sign in again, and retry.';
  return 'The image could not be uploaded. Please try again.';
}

/** POSTs the form with progress events (fetch cannot report an upload's progress). */
function send(action: string, form: FormData, onProgress: (percent: number | null) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', action);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A refusal of the page guard (413 as text) or a sign-in page: the status speaks.
      }
      resolve({ status: body === null && request.status === 200 ? 401 : request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(form);
  });
}

export function ImageUpload({ textareaId, redirectTo, title = 'Upload an image', onUploaded }: ImageUploadProps) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>(() => {
    // Back from a form post without JavaScript.
    const uploaded = params.get('uploaded');
    const error = params.get('uploadError');
    if (uploaded && uploaded.startsWith('/media/')) return { kind: 'done', media: { url: uploaded, alt: params.get('uploadedAlt') ?? '' }, inserted: false };
    if (error) return { kind: 'error', message: error.slice(0, 300) };
    return { kind: 'idle' };
  });
  const action = `${MEDIA_UPLOAD_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return setOutcome({ kind: 'error', message: MEDIA_MESSAGES.missingFile });
    if (file.size > MEDIA_MAX_BYTES) return setOutcome({ kind: 'error', message: MEDIA_MESSAGES.tooLarge });
    setOutcome({ kind: 'uploading', percent: 0 });
    const { status, body } = await send(action, data, (percent) => setOutcome({ kind: 'uploading', percent }));
    if (status !== 201) return setOutcome({ kind: 'error', message: refusal(status, body) });
    const { media } = body as MediaUploadAnswer;
    const textarea = textareaId ? document.getElementById(textareaId) : null;
    const inserted = textarea instanceof HTMLTextAreaElement;
    if (inserted) insertAtCaret(textarea, mediaMarkdown(media));
    form.reset();
    setOutcome({ kind: 'done', media, inserted });
    onUploaded?.(media);
    void revalidator.revalidate();
  }

  const uploading = outcome.kind === 'uploading';
  return (
    <Box method="post" encType="multipart/form-data" action={action} onSubmit={onSubmit} aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <FormField label="Image file" hint="PNG, JPEG, WebP or SVG, up to 5 MB.">
        <TextInput type="file" name="file" accept={MEDIA_ACCEPT} required disabled={uploading} />
      </FormField>
      <FormField label="Alt text" hint="Describe the image for people who cannot see it (leave empty if it is decorative).">
        <TextInput type="text" name="alt" maxLength={MEDIA_ALT_MAX_LENGTH} disabled={uploading} />
      </FormField>
      <Row>
        <Button type="submit" variant="apple" disabled={uploading} aria-disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        {uploading ? (
          <progress max={100} value={outcome.percent ?? undefined} aria-label="Upload progress">
            {outcome.percent ?? 0}%
          </progress>
        ) : null}
      </Row>
      <div role="status" aria-live="polite">
        {outcome.kind === 'done' ? (
          <Message>
            Image uploaded{outcome.inserted ? ' and inserted into the text' : ''}: <a href={outcome.media.url}>{outcome.media.url}</a>. Markdown:{' '}
            <code>{mediaMarkdown(outcome.media)}</code>
          </Message>
        ) : null}
      </div>
      {outcome.kind === 'error' ? <ErrorBox role="alert">{outcome.message}</ErrorBox> : null}
    </Box>
  );
}
