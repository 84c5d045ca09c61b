import { describe, expect, it, vi } from 'vitest';
import { startLoader } from './loader-core';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the embed loader', () => {
  it('given a page with one widget, it imports only that widget', async () => {
    document.body.innerHTML = '<main><joognoo-newsletter></joognoo-newsletter></main>';
    const newsletter = vi.fn(async () => ({}));
    const contact = vi.fn(async () => ({}));
    const handle = startLoader({ 'joognoo-newsletter': { load: newsletter }, 'joognoo-contact-form': { load: contact } });
    expect(newsletter).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveBeenCalled();
    handle.stop();
  });

  it('given several elements of the same widget, it imports the module once', async () => {
    document.body.innerHTML = '<joognoo-newsletter></joognoo-newsletter><joognoo-newsletter></joognoo-newsletter>';
    const load = vi.fn(async () => ({}));
    const handle = startLoader({ 'joognoo-newsletter': { load } });
    document.body.append(document.createElement('joognoo-newsletter'));
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    handle.stop();
  });

  it('when a widget element is added later (also nested), it imports that widget then', async () => {
    document.body.innerHTML = '<p>no widgets yet</p>';
    const load = vi.fn(async () => ({}));
    const handle = startLoader({ 'joognoo-contact-form': { load } });
    expect(load).not.toHaveBeenCalled();
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<section><joognoo-contact-form variant="about"></joognoo-contact-form></section>';
    document.body.append(wrapper);
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect([...handle.requested]).toEqual(['joognoo-contact-form']);
    handle.stop();
  });

  it('when an import fails, it logs and tries again for the next element', async () => {
    document.body.innerHTML = '<joognoo-newsletter></joognoo-newsletter>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const handle = startLoader({ 'joognoo-newsletter': { load } });
    await tick();
    expect(error).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('joognoo-newsletter'));
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    handle.stop();
    error.mockRestore();
  });
});
