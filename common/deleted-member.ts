/**
 * How the site names a member who deleted their account, wherever their past contributions stay
 * (articles, comments, past sessions, ratings): one wording on the server and the web
 * (docs/decisions/058-account-deletion-policy.md).
 */
export const DELETED_MEMBER = "Deleted member";
