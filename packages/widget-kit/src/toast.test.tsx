import { render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from '@joognoo/ui';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { EnsureToasts } from './toast';

function Shout({ text }: { text: string }) {
  const { toast } = useToast();
  useEffect(() => {
    toast({ title: text });
  }, [toast, text]);
  return null;
}

describe('EnsureToasts', () => {
  it('given no provider above, gives its children one so a toast shows', async () => {
    render(
      <EnsureToasts>
        <Shout text="Saved" />
      </EnsureToasts>,
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it("given the host's provider, uses it instead of a second one", async () => {
    render(
      <ToastProvider>
        <EnsureToasts>
          <Shout text="Once" />
        </EnsureToasts>
      </ToastProvider>,
    );
    expect(await screen.findAllByText('Once')).toHaveLength(1);
  });
});
