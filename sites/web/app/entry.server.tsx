// The document render and the error report both sites share (@joognoo/site-kit).
export { handleError, handleRequest as default, streamTimeout } from '@joognoo/site-kit/server';
