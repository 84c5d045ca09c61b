/** What both sites' loaders, actions and server entries share: never in a browser bundle. */
export { accountApi, currentUser, relayCookies, visitorFetch, type AccountApi } from './account.server';
export { orNotFound, orUnavailable, serverApi, thrownUnavailable } from './api.server';
export { default as handleRequest, handleError, streamTimeout } from './document.server';
export { signInAction, signInLoader, type SignInLanding } from './sign-in.server';
