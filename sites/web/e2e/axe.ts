// The back-office specs' import; they take it from @joognoo/e2e-kit once they live in sites/admin.
export { seriousViolations } from '@joognoo/e2e-kit';
