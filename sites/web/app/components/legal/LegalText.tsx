import { Fragment } from 'react';
import { mailtoHref } from '../../content/pages/helpers';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A paragraph's text with every e-mail address as a `mailto:` link. */
export function LegalText({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={mailtoHref(part)}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
