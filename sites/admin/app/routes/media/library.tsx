// The image library (area content): every uploaded image with its size and
// Markdown, an upload form, and delete.
import { MEDIA_MESSAGES, mediaMarkdown, type MediaItem } from '@joognoo/schemas/admin';
import { Button, vars, visuallyHidden } from '@joognoo/ui';
import { useEffect, useState } from 'react';
import { Form, redirect, useLocation } from 'react-router';
import styled from 'styled-components';
import { formFailure, requireStaff } from '../../back-office/admin.server';
import { ImageUpload } from '../../back-office/media/ImageUpload';
import { MEDIA_LIBRARY_PATH } from '../../back-office/media/paths';
import { appPath } from '../../back-office/paths';
import { AdminHeading, EmptyState, Notice, Pagination, Panel, PanelTitle, Table, TableScroll, TextInput, formatTime } from '../../back-office/ui';
import type { Route } from './+types/library';

export function meta() {
  return [{ title: 'Images · Back office' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await requireStaff(context, request, 'content');
  const url = new URL(request.url);
  const page = await api.listMedia({ page: url.searchParams.get('page'), perPage: url.searchParams.get('perPage') });
  return { page, done: url.searchParams.get('done') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'content');
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'delete' || !/^\d{1,10}$/.test(id)) return { ok: false as const, message: MEDIA_MESSAGES.notFound, errors: {} };
  try {
    await api.deleteMedia(id);
  } catch (error) {
    return formFailure(error);
  }
  return redirect(`${appPath(MEDIA_LIBRARY_PATH)!}?done=deleted`, 303);
}

const Thumb = styled.img`
  display: block;
  max-width: 96px;
  max-height: 96px;
  width: auto;
  height: auto;
  object-fit: contain;
  background: repeating-conic-gradient(${vars.color.surface} 0% 25%, ${vars.color.background} 0% 50%) 50% / 16px 16px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space['6']};
`;

const Markdown = styled.div`
  display: flex;
  gap: ${vars.space['2']};
  align-items: center;
  min-width: 260px;

  input {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.fontSize.xs};
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The Markdown of an image, selectable without JavaScript; with it, a Copy button too. */
function CopyMarkdown({ item }: { item: MediaItem }) {
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setHydrated(true), []);
  const markdown = mediaMarkdown(item);
  return (
    <Markdown>
      <TextInput readOnly value={markdown} aria-label={`Markdown for ${item.originalName}`} onFocus={(event) => event.currentTarget.select()} />
      {hydrated ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(markdown).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
          <Hidden> Markdown for {item.originalName}</Hidden>
        </Button>
      ) : null}
    </Markdown>
  );
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { page, done } = loaderData;
  const location = useLocation();
  return (
    <>
      <AdminHeading title="Images" intro="Images for posts and case studies. Upload one here or from an editor, then paste its Markdown into the text." />
      {done === 'deleted' ? <Notice>{MEDIA_MESSAGES.deleted}</Notice> : null}
      {actionData && !actionData.ok ? <Notice tone="danger">{actionData.message}</Notice> : null}
      <Stack>
        <ImageUpload redirectTo={MEDIA_LIBRARY_PATH} />
        <Panel aria-labelledby="media-list-title">
          <PanelTitle id="media-list-title">Uploaded images</PanelTitle>
          {page.items.length === 0 ? (
            <EmptyState>No images yet. Upload the first one above.</EmptyState>
          ) : (
            <TableScroll>
              <Table>
                <Caption>Uploaded images, newest first</Caption>
                <thead>
                  <tr>
                    <th scope="col">Image</th>
                    <th scope="col">File</th>
                    <th scope="col">Size</th>
                    <th scope="col">Markdown</th>
                    <th scope="col">Uploaded</th>
                    <th scope="col">
                      <Hidden>Actions</Hidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((item) => (
                    <tr key={item.id} data-media-id={item.id}>
                      <td>
                        <a href={item.url}>
                          <Thumb src={item.url} width={item.width} height={item.height} alt={item.alt || `${item.originalName} (no alt text)`} loading="lazy" decoding="async" />
                        </a>
                      </td>
                      <td>
                        {item.originalName}
                        <br />
                        <small>{item.contentType}</small>
                      </td>
                      <td>
                        <span data-testid="media-size">
                          {item.width} × {item.height}
                        </span>
                        <br />
                        <small>{formatBytes(item.bytes)}</small>
                      </td>
                      <td>
                        <CopyMarkdown item={item} />
                      </td>
                      <td>
                        {formatTime(item.createdAt)}
                        {item.uploadedBy ? (
                          <>
                            <br />
                            <small>{item.uploadedBy.email}</small>
                          </>
                        ) : null}
                      </td>
                      <td>
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={item.id} />
                          <Button type="submit" variant="destructive" size="sm">
                            Delete<Hidden> {item.originalName}</Hidden>
                          </Button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          )}
          <Pagination page={page.page} perPage={page.perPage} total={page.total} search={location.search} />
        </Panel>
      </Stack>
    </>
  );
}
