import type { ContentKind } from '@joognoo/schemas/admin';
import { requireStaff } from '../../back-office/admin.server';

/** The list page's data: one page of `kind`, filtered by `?status=` and `?q=`. */
export async function loadContentList(context: Parameters<typeof requireStaff>[0], request: Request, kind: ContentKind) {
  const { api } = await requireStaff(context, request, 'content');
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  const q = url.searchParams.get('q') ?? '';
  const list = await api.listContent(kind, { status, q, page: url.searchParams.get('page') });
  return { kind, list, status, q, search: url.search };
}
