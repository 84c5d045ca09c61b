import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ContactForm } from './index';

const stub = { submitContact: async () => ({}) };
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('given server-rendered HTML', () => {
  it('hydrates without a mismatch and turns the native select into the combobox', async () => {
    const element = <ContactForm variant="home" client={stub} initialValues={{ firstName: 'Ada', interest: 'xcelerate-ops' }} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container.querySelector('select[name="interest"]')).toBeTruthy();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();

    expect(container.querySelector('select')).toBeNull();
    expect(screen.getByRole('combobox', { name: /I'm interested in/ }).textContent).toBe('Xcelerate Ops');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="interest"]')?.value).toBe('xcelerate-ops');
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ada');
  });
});
