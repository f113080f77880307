import { paths } from "@common/paths";
import { AppError } from "../../../lib/errors";
import { applyRevisionOutcome } from "../../blog/blog.service";
import { revisionDecidedMail } from "../../blog/mails/revision-decided.mail";
import type { KindAdapter } from "./types";

/**
 * Edits of published articles (blog_post_revisions, docs/decisions/035 and 041): approve publishes the
 * revision's title, text and cover in the live row; reject keeps the published version, and the author
 * is mailed the reason. The item's version moves with every save of the pending edit (trigger of
 * migration 0026), so a reviewer deciding on an edit that changed meanwhile gets 409.
 */
export const articleRevisionKind: KindAdapter = {
  kind: "article_revision",
  table: "blog_post_revisions",
  reviewers: [],
  // The queue links the article's edit page from the revision's details; this is the fallback.
  link: () => paths.admin,
  async apply(tx, item, outcome, { now }) {
    const done = await applyRevisionOutcome(tx, item.targetId, { ...outcome, reviewerId: item.decidedBy, now });
    if (!done) throw new AppError("CONFLICT", "This edit is no longer waiting for review");
    return {
      before: { title: done.published.title, live: "published version" },
      after: { title: outcome.approve ? done.revision.title : done.published.title, revision: done.revision.status },
      mail: revisionDecidedMail({
        articleId: done.article.id,
        slug: done.article.slug,
        title: done.revision.title,
        approve: outcome.approve,
      }),
    };
  },
};
