import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CspNonceProvider, readCspNonce } from './lib/csp-nonce';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CspNonceProvider value={readCspNonce()}>
        <HydratedRouter />
      </CspNonceProvider>
    </StrictMode>,
  );
});
