import type { ModerationKind } from "@common/moderation.schema";
import { articleRevisionKind } from "./article-revisions";
import { articleKind } from "./articles";
import { contractorRequestKind } from "./contractor-requests";
import { flaggedArticleKind, flaggedCommentKind, flaggedOfferingKind } from "./flagged";
import { jobKind } from "./jobs";
import { mentorApplicationKind } from "./mentor-applications";
import { offeringKind } from "./offerings";
import type { KindAdapter } from "./types";

/**
 * Every kind the moderation module reviews, in one list (docs/decisions/034). A new kind of reviewed
 * submission is added here; kinds.test.ts fails on a reviewed table with no kind.
 */
export const KINDS: Record<ModerationKind, KindAdapter> = {
  job: jobKind,
  article: articleKind,
  article_revision: articleRevisionKind,
  offering: offeringKind,
  mentor_application: mentorApplicationKind,
  contractor_request: contractorRequestKind,
  flagged_comment: flaggedCommentKind,
  flagged_article: flaggedArticleKind,
  flagged_offering: flaggedOfferingKind,
};
