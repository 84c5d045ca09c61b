import * as contactFormOnServer from '@joognoo/contact-form';
import type { ContactFormProps, ContactFormValues } from '@joognoo/contact-form';
import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * The contact form with its code (widget, schemas, API client: ~20 KB gzip) fetched only
 * when the form comes near the viewport, so a page where it sits far below the fold
 * (the home page) does not load it at startup (≤ 150 KB of JavaScript on /).
 *
 * The server renders the whole form, and until its code arrives the browser keeps that
 * HTML as a dehydrated Suspense boundary: a real `<form method="post">` that posts to its
 * `action` like the no-JavaScript form. When the code arrives the boundary hydrates in
 * place (no flash), starting from whatever the visitor already typed.
 */
type ContactFormModule = typeof import('@joognoo/contact-form');

/** Fetch the code this far before the form scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

// The server bundle renders the form at once (a static import, dropped from the client
// bundle by the SSR constant); the browser fills this in when the code has arrived.
let loaded: ContactFormModule | undefined = import.meta.env.SSR ? contactFormOnServer : undefined;
let loading: Promise<ContactFormModule> | undefined;

/** Fetches the form's code once; a client navigation awaits it so the form shows at once. */
export function loadContactForm(): Promise<ContactFormModule> {
  loading ??= import('@joognoo/contact-form').then((module) => (loaded = module));
  return loading;
}

/** The values of the server-rendered form as the visitor left them before it hydrated. */
function typedValues(form: HTMLFormElement | null): Partial<ContactFormValues> | undefined {
  if (!form) return undefined;
  const data = new FormData(form);
  const text = (name: keyof ContactFormValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    company: text('company'),
    interest: text('interest'),
    message: text('message'),
    consent: data.get('consent') !== null,
  };
}

interface Deferred {
  Form: ComponentType<ContactFormProps>;
  /** Lets the lazy form resolve: fetches the code, then reads the typed values. */
  release: (holder: HTMLElement) => void;
}

function deferForm(): Deferred {
  let release!: (holder: HTMLElement) => void;
  const released = new Promise<HTMLElement>((resolve) => {
    release = resolve;
  });
  const Form = lazy(async () => {
    const holder = await released;
    const module = await loadContactForm().catch((error: unknown) => {
      // The server-rendered form keeps working (it posts without JavaScript): stay dehydrated.
      console.error(`The contact form's code did not load: ${error instanceof Error ? error.message : String(error)}`);
      return new Promise<never>(() => {});
    });
    const initialValues = typedValues(holder.querySelector('form'));
    function HydratedContactForm(props: ContactFormProps) {
      return <module.ContactForm {...props} initialValues={initialValues} />;
    }
    return { default: HydratedContactForm };
  });
  return { Form, release };
}

/**
 * Memoized so that re-renders above (navigation to #contact, consent choice) never reach
 * the dehydrated boundary: an update there before the code arrives would make React drop
 * the server HTML and render the empty fallback instead.
 */
export const DeferredContactForm = memo(function DeferredContactForm(props: ContactFormProps) {
  const holderRef = useRef<HTMLDivElement>(null);
  // Null when the code is already here (the server, a client navigation, a second visit).
  const [deferred] = useState<Deferred | null>(() => (loaded ? null : deferForm()));

  useEffect(() => {
    const holder = holderRef.current;
    if (!deferred || !holder) return;
    if (typeof IntersectionObserver === 'undefined') {
      deferred.release(holder);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        deferred.release(holder);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(holder);
    return () => observer.disconnect();
  }, [deferred]);

  const Form = deferred?.Form ?? loaded!.ContactForm;
  return (
    <div ref={holderRef}>
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  );
});
