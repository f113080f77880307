import type { DecisionMail } from "../../moderation/kinds/types";

/**
 * To the author: the edit of their published article was approved (now live) or rejected (the published
 * version stays). The moderation module sends it with the reviewer's reason (docs/decisions/035, 041).
 */
export function revisionDecidedMail(p: { articleId: string; slug: string; title: string; approve: boolean }): DecisionMail {
  return p.approve
    ? {
        subject: `Your edit was approved: ${p.title}`,
        paragraphs: [`Your edit of "${p.title}" has been approved; readers now see the new version.`],
        action: { label: "Read your article", path: `/blog/${p.slug}` },
        footer: "You receive this mail because you edited this article.",
      }
    : {
        subject: `Your edit was not approved: ${p.title}`,
        paragraphs: [
          `Your edit of "${p.title}" was not approved. The published version stays online as it was.`,
          "You can change your edit and submit it again.",
        ],
        action: { label: "Edit your article", path: `/blog/edit/${p.articleId}` },
        footer: "You receive this mail because you edited this article.",
      };
}
