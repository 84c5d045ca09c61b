/** Business constants that both the browser and the API rely on. */
export const LIMITS = {
  anchorScrollOffsetPx: 80,
  headerScrolledAfterPx: 10,
  homeBenefitsShown: 3,
  homeTargetUsersShown: 3,
  blogRecentDefault: 15,
  blogRecentMax: 50,
  blogFeaturedShown: 2,
  blogRelatedShown: 3,
  blogRelatedExcerptChars: 120,
  categoryPostsDefault: 10,
  categoryPostsMax: 50,
  caseStudyTitlesPerUseCase: 3,
  jobListSkeletons: 4,
  jobDetailSkeletons: 5,
  promptPreviewChars: 100,
  seededPromptTemplates: 2,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastRemoveDelayMs: 1_000_000,
  hoverCardOpenDelayMs: 700,
  hoverCardCloseDelayMs: 300,
  replyWithinHours: 24,
  foundedYear: 2024,
} as const;

/** Longest accepted free-text inputs; beyond them the API answers 400, never truncates. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 200,
  message: 5000,
  url: 2048,
  secret: 1024,
  promptName: 120,
  promptDescription: 500,
  prompt: 10000,
  shortText: 200,
} as const;

/**
 * Every cookie the site itself sets: the API's sign-in session (`joognoo_auth`, 30 days)
 * and the analytics choice the consent banner stores (`joognoo_consent`, 6 months). The API,
 * the banner and the cookie policy's table all take the names from here.
 */
export const SITE_COOKIES = {
  auth: 'joognoo_auth',
  consent: 'joognoo_consent',
} as const;
