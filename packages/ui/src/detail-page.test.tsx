import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailLoading, DetailNotFound } from './detail-page';

describe('the other states of a detail page', () => {
  it("put a widget's lang and dir on their box, as the loaded page does", () => {
    const { container } = render(
      <>
        <DetailNotFound level={1} title="غير موجود" lang="ar" dir="rtl">
          <p>…</p>
        </DetailNotFound>
        <DetailLoading label="جارٍ التحميل" lang="ar" dir="rtl">
          <span />
        </DetailLoading>
      </>,
    );
    const [notFound, loading] = [...container.children];
    expect([notFound!.getAttribute('lang'), notFound!.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect([loading!.getAttribute('lang'), loading!.getAttribute('dir'), loading!.getAttribute('aria-busy')]).toEqual(['ar', 'rtl', 'true']);
  });
});
